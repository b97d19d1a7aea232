package org.mnemos.dashboard.control;

import java.util.Comparator;

/**
 * The order of the values of one column as the page's script compared them: numbers by value, ISO dates and
 * texts by their characters, false before true; an absent value after every present one.
 */
final class ValueOrder {

    /** Present values ascending, absent ones last. */
    static final Comparator<Object> ASCENDING = ValueOrder::compare;

    /** Present values descending, absent ones still last (as the page's table sort had it). */
    static final Comparator<Object> DESCENDING =
            (a, b) -> present(a) && present(b) ? presentCompare(b, a) : compare(a, b);

    private ValueOrder() {}

    static boolean present(Object value) {
        return value != null && !"".equals(value);
    }

    /** Present values compared; either absent sorts after the other whatever the direction. */
    static int compare(Object a, Object b) {
        if (!present(a)) {
            return present(b) ? 1 : 0;
        }
        if (!present(b)) {
            return -1;
        }
        return presentCompare(a, b);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static int presentCompare(Object a, Object b) {
        if (a.getClass() == b.getClass() && a instanceof Comparable comparable) {
            return comparable.compareTo(b);
        }
        // One column holds one type; a mix (a column the profile does not know) compares as text.
        return a.toString().compareTo(b.toString());
    }
}
