package org.mnemos.platform;

import java.util.List;

/** Validated page/size query parameters of list endpoints; {@link Page} is what they answer. */
public record Paging(int page, int size) {

    public static final int MAX_SIZE = 200;

    public static Paging of(int page, int size) {
        if (page < 0) {
            throw ProblemException.invalidInput("/page", "page must be 0 or more");
        }
        if (size < 1 || size > MAX_SIZE) {
            throw ProblemException.invalidInput("/size", "size must be between 1 and " + MAX_SIZE);
        }
        return new Paging(page, size);
    }

    public <T> Page<T> page(List<T> items, long total) {
        return new Page<>(items, page, size, total);
    }
}
