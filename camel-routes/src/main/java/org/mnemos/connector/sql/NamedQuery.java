package org.mnemos.connector.sql;

import java.util.ArrayList;
import java.util.List;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.FailureCode;

/**
 * A query with its {@code :name} parameters replaced by JDBC {@code ?} placeholders, in
 * order. Values are always bound, never spliced into the text, so a parameter cannot change
 * the query. Colons inside quotes, comments, PostgreSQL dollar quotes and {@code ::} casts are
 * left alone.
 *
 * @param sql   the query with {@code ?} placeholders
 * @param names the parameter name of each placeholder, in order (a name may repeat)
 */
record NamedQuery(String sql, List<String> names) {

    static NamedQuery parse(String query) {
        StringBuilder sql = new StringBuilder(query.length());
        List<String> names = new ArrayList<>();
        int i = 0;
        while (i < query.length()) {
            int end = skipQuoted(query, i);
            if (end > i) {
                sql.append(query, i, end);
                i = end;
            } else if (query.startsWith("::", i)) {
                sql.append("::");
                i += 2;
            } else if (query.charAt(i) == ':' && i + 1 < query.length() && isNameStart(query.charAt(i + 1))) {
                int nameEnd = i + 1;
                while (nameEnd < query.length() && isNamePart(query.charAt(nameEnd))) {
                    nameEnd++;
                }
                names.add(query.substring(i + 1, nameEnd));
                sql.append('?');
                i = nameEnd;
            } else {
                sql.append(query.charAt(i++));
            }
        }
        return new NamedQuery(sql.toString(), List.copyOf(names));
    }

    /** The end of a quoted text, identifier or comment starting at {@code i}, or {@code i} if none does. */
    private static int skipQuoted(String q, int i) {
        if (q.startsWith("--", i)) {
            return until(q, "\n", i + 2);
        }
        if (q.startsWith("/*", i)) {
            return until(q, "*/", i + 2);
        }
        char c = q.charAt(i);
        if (c == '\'' || c == '"') {
            // A doubled quote inside is an escaped quote: the scan simply resumes after it.
            return until(q, String.valueOf(c), i + 1);
        }
        if (c == '$') {
            int tagEnd = q.indexOf('$', i + 1);
            if (tagEnd > 0 && q.substring(i + 1, tagEnd).chars().allMatch(NamedQuery::isNamePart)) {
                return until(q, q.substring(i, tagEnd + 1), tagEnd + 1);
            }
        }
        return i;
    }

    private static int until(String q, String closing, int from) {
        int at = q.indexOf(closing, from);
        if (at < 0) {
            throw new ConnectorException(
                    FailureCode.SOURCE_SCHEMA_INVALID,
                    "The query has an unclosed quote or comment (it never finds " + closing.strip() + ").");
        }
        return at + closing.length();
    }

    private static boolean isNameStart(int c) {
        return Character.isLetter(c) || c == '_';
    }

    private static boolean isNamePart(int c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }
}
