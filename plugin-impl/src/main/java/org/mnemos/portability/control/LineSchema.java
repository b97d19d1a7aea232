package org.mnemos.portability.control;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import org.mnemos.api.node.Violation;
import org.mnemos.node.control.InputSchema;
import org.mnemos.platform.Json;

/** The published line format, {@code META-INF/mnemos/workspace-export.schema.json}, compiled once. */
public final class LineSchema {

    public static final String RESOURCE = "META-INF/mnemos/workspace-export.schema.json";

    private static final InputSchema SCHEMA = InputSchema.compile(read());

    private LineSchema() {}

    /** Each way the line breaks the format, located by JSON pointer into the line. */
    public static List<Violation> violations(JsonNode line) {
        return SCHEMA.validate(line, "");
    }

    public static JsonNode read() {
        try (InputStream in = LineSchema.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            return Json.mapper().readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
