package org.mnemos.artifact.control;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import org.mnemos.platform.Json;

/**
 * The data a program's page receives at its one injection point, the {@code mnemos-data} JSON block:
 * {@code {"columns": […], "rows": [{column: value}], "truncated": bool, "rowCount": n}}, values typed
 * (numbers as numbers, blanks as null).
 *
 * @param rows      typed values in column order
 * @param truncated whether the source has more rows than the page was given
 */
public record PageData(List<String> columns, List<Object[]> rows, boolean truncated) implements PageContent {

    public PageData {
        columns = List.copyOf(columns);
        rows = List.copyOf(rows);
    }

    @Override
    public long rowCount() {
        return rows.size();
    }

    /**
     * The block's text. Every {@code <}, {@code >} and {@code &} is written as a JSON escape (they occur
     * only inside strings), so no value can close the script element or open a comment in it.
     */
    @Override
    public String blockText() {
        StringWriter text = new StringWriter();
        try (JsonGenerator json = Json.mapper().getFactory().createGenerator(text)) {
            json.writeStartObject();
            json.writeArrayFieldStart("columns");
            for (String column : columns) {
                json.writeString(column);
            }
            json.writeEndArray();
            json.writeArrayFieldStart("rows");
            for (Object[] row : rows) {
                writeRow(json, row);
            }
            json.writeEndArray();
            json.writeBooleanField("truncated", truncated);
            json.writeNumberField("rowCount", rows.size());
            json.writeEndObject();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return scriptSafe(text.toString());
    }

    static String scriptSafe(String json) {
        return json.replace("<", "\\u003c")
                .replace(">", "\\u003e")
                .replace("&", "\\u0026")
                .replace("\u2028", "\\u2028")
                .replace("\u2029", "\\u2029");
    }

    private void writeRow(JsonGenerator json, Object[] row) throws IOException {
        json.writeStartObject();
        for (int i = 0; i < columns.size(); i++) {
            json.writeFieldName(columns.get(i));
            json.writeObject(i < row.length ? row[i] : null);
        }
        json.writeEndObject();
    }
}
