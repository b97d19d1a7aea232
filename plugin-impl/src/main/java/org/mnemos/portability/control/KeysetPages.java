package org.mnemos.portability.control;

import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Consumer;

/**
 * Reads a sequence page by page, each page asked for after the last item of the one before, and hands on each
 * item as it comes: at most one page is held at a time, however long the sequence.
 */
final class KeysetPages {

    private KeysetPages() {}

    /** {@code next} answers at most {@code size} items after the given one (null: from the start). */
    static <T> long forEach(BiFunction<T, Integer, List<T>> next, int size, Consumer<T> each) {
        long count = 0;
        T last = null;
        while (true) {
            List<T> page = next.apply(last, size);
            page.forEach(each);
            count += page.size();
            if (page.size() < size) {
                return count;
            }
            last = page.get(page.size() - 1);
        }
    }
}
