package org.mnemos.connector.rest;

import org.mnemos.connector.source.ConfigValues;

/**
 * How a REST source spreads its records over pages.
 *
 * @param type        {@code NEXT_LINK}: each page names the next one at {@code nextPath};
 *                    {@code OFFSET}: pages are asked for by offset and limit query parameters
 * @param nextPath    JSONPath of the next page's URL (absolute or relative) in a page
 * @param offsetParam the query parameter carrying the offset of the first record of a page
 * @param limitParam  the query parameter carrying the page size
 * @param pageSize    records per page; a shorter page is the last one
 */
public record Pagination(Type type, String nextPath, String offsetParam, String limitParam, int pageSize) {

    public enum Type {
        NEXT_LINK,
        OFFSET
    }

    static Pagination from(ConfigValues values) {
        Type type = values.choice("type", Type.class, null);
        if (type == null) {
            throw values.invalid("type", "is required (NEXT_LINK or OFFSET)");
        }
        if (type == Type.NEXT_LINK) {
            return new Pagination(type, values.required("nextPath"), null, null, 0);
        }
        return new Pagination(
                type,
                null,
                values.text("offsetParam").orElse("offset"),
                values.text("limitParam").orElse("limit"),
                values.integer("pageSize", 100));
    }
}
