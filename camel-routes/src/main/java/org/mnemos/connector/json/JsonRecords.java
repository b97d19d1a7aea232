package org.mnemos.connector.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.jayway.jsonpath.Configuration;
import com.jayway.jsonpath.InvalidPathException;
import com.jayway.jsonpath.JsonPath;
import com.jayway.jsonpath.Option;
import com.jayway.jsonpath.spi.json.JacksonJsonNodeJsonProvider;
import com.jayway.jsonpath.spi.mapper.JacksonMappingProvider;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.FailureCode;

/**
 * Finds the records in a JSON document: the array a JSONPath record path points to. Numbers
 * are kept as written ({@code 14.00} stays {@code 14.00}), because the profiler reads the text.
 */
public final class JsonRecords {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .configure(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES, false);
    private static final Configuration PATHS = Configuration.builder()
            .jsonProvider(new JacksonJsonNodeJsonProvider(MAPPER))
            .mappingProvider(new JacksonMappingProvider(MAPPER))
            .options(Option.SUPPRESS_EXCEPTIONS)
            .build();

    private JsonRecords() {}

    /** Parses a JSON text; {@code what} names it in the message when it is not JSON. */
    public static JsonNode parse(String text, String what) {
        try {
            return MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            throw malformed(e, what);
        }
    }

    /**
     * Parses a JSON document as it arrives on {@code in}, without a copy of it as text first.
     *
     * @throws IOException when the stream fails (not when it is not JSON: that is {@code MALFORMED_SOURCE_DATA})
     */
    public static JsonNode read(InputStream in, String what) throws IOException {
        try {
            return MAPPER.readTree(in);
        } catch (JsonProcessingException e) {
            throw malformed(e, what);
        }
    }

    private static ConnectorException malformed(JsonProcessingException e, String what) {
        int line = e.getLocation() == null ? 1 : Math.max(1, e.getLocation().getLineNr());
        int column = e.getLocation() == null ? 0 : e.getLocation().getColumnNr();
        return ConnectorException.malformed(
                line, what + " is not valid JSON (line " + line + ", column " + column + ").");
    }

    /** A Java value of a decoded JSON (maps, lists, numbers) as a tree. */
    public static JsonNode tree(Object value) {
        return MAPPER.valueToTree(value);
    }

    /**
     * The elements of the array at {@code recordPath} (a single object counts as one record);
     * {@code null} or {@code $} take the document itself.
     */
    public static List<JsonNode> select(JsonNode document, String recordPath) {
        JsonNode found = recordPath == null || recordPath.equals("$") ? document : read(document, recordPath);
        if (found == null || found.isMissingNode() || found.isNull()) {
            throw new ConnectorException(
                    FailureCode.SOURCE_SCHEMA_INVALID,
                    "The record path '" + recordPath + "' matches nothing in the answer.");
        }
        if (found.isObject()) {
            return List.of(found);
        }
        if (!found.isArray()) {
            throw new ConnectorException(
                    FailureCode.SOURCE_SCHEMA_INVALID,
                    "The record path '" + recordPath + "' points to a single value, not to a list of records.");
        }
        List<JsonNode> records = new ArrayList<>(found.size());
        found.forEach(records::add);
        return records;
    }

    /** The text at {@code path}, or null when the document has none there (e.g. no next link). */
    public static String text(JsonNode document, String path) {
        JsonNode found = read(document, path);
        return found == null
                        || !found.isValueNode()
                        || found.isNull()
                        || found.asText().isBlank()
                ? null
                : found.asText();
    }

    private static JsonNode read(JsonNode document, String path) {
        try {
            return JsonPath.using(PATHS).parse(document).read(path);
        } catch (InvalidPathException e) {
            throw new ConnectorException(
                    FailureCode.SOURCE_SCHEMA_INVALID, "'" + path + "' is not a valid JSONPath: " + e.getMessage());
        }
    }
}
