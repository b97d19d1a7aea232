package org.mnemos.platform;

import java.util.List;
import java.util.Map;

/** Validated page/size query parameters and the paged response shape shared by list endpoints. */
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

    public Map<String, Object> page(List<?> items, long total) {
        return Map.of("items", items, "page", page, "size", size, "total", total);
    }
}
