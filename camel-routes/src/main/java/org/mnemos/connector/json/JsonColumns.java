package org.mnemos.connector.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.mnemos.api.connector.ConnectorException;

/**
 * Maps JSON records to columns and values: objects' keys are columns (the union over the
 * records seen first, in first-seen order); a list of plain values is one column {@value #VALUE}.
 * Values are text as written; nested objects and arrays are kept as JSON text, so nothing is
 * lost and the profiler sees a text or categorical column.
 *
 * @param names   the column names
 * @param objects whether records are objects (else plain values)
 */
record JsonColumns(List<String> names, boolean objects) {

    static final String VALUE = "value";

    static JsonColumns of(List<JsonNode> records) {
        if (records.isEmpty()) {
            return new JsonColumns(List.of(), true);
        }
        if (!records.get(0).isObject()) {
            return new JsonColumns(List.of(VALUE), false);
        }
        Set<String> names = new LinkedHashSet<>();
        records.forEach(record -> record.fieldNames().forEachRemaining(names::add));
        return new JsonColumns(List.copyOf(names), true);
    }

    /** The record's values in column order; keys beyond the columns are ignored. */
    List<String> values(JsonNode record, long number) {
        if (objects != record.isObject()) {
            throw ConnectorException.malformed(
                    number,
                    "Record " + number + " is " + (record.isObject() ? "an object" : "a plain value")
                            + " unlike the first record.");
        }
        if (!objects) {
            return Collections.singletonList(text(record));
        }
        List<String> values = new ArrayList<>(names.size());
        for (String column : names) {
            values.add(text(record.get(column)));
        }
        return values;
    }

    private static String text(JsonNode value) {
        if (value == null || value.isNull() || value.isMissingNode()) {
            return null;
        }
        return value.isContainerNode() ? value.toString() : value.asText();
    }
}
