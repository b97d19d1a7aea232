package org.mnemos.datasource.control;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mnemos.api.connector.SourceType;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.Violation;
import org.mnemos.node.control.InputSchema;
import org.mnemos.platform.Json;
import org.mnemos.platform.Problem;
import org.mnemos.platform.ProblemException;

/**
 * Checks a source configuration against the JSON Schema its connector publishes, and keeps CSV
 * paths inside the workspace's own folder of the sources directory.
 */
public final class SourceConfigs {

    private static final TypeReference<Map<String, Object>> MAP = new TypeReference<>() {};
    private static final Map<SourceType, InputSchema> SCHEMAS = new EnumMap<>(SourceType.class);

    private SourceConfigs() {}

    /** The validated configuration, or 422 with one pointer per violation under {@code /config}. */
    public static Map<String, Object> validated(SourceType type, JsonNode config) {
        if (config == null || !config.isObject()) {
            throw ProblemException.invalidInput("/config", "config is required and must be an object");
        }
        List<Violation> violations = new ArrayList<>(schema(type).validate(config, "/config"));
        if (type == SourceType.CSV
                && config.hasNonNull("path")
                && !insideWorkspace(config.get("path").asText())) {
            violations.add(new Violation(
                    "/config/path", "must be a relative path inside the workspace's files, without '..'"));
        }
        if (!violations.isEmpty()) {
            throw ProblemException.invalidInput("The " + type + " configuration is invalid.", violations);
        }
        return Json.mapper().convertValue(config, MAP);
    }

    /** What the connector reads: a CSV path is resolved inside the workspace's own folder. */
    public static Map<String, Object> forConnector(SourceType type, String workspaceId, Map<String, Object> config) {
        if (type != SourceType.CSV) {
            return config;
        }
        if (!(config.get("path") instanceof String path)) {
            throw new ProblemException(Problem.of(
                            ErrorCode.SOURCE_SCHEMA_INVALID,
                            "This CSV source has no file yet: upload "
                                    + "it with PUT …/data-sources/{id}/file or set config.path.")
                    .withErrors(List.of(new Violation("/config/path", "no file uploaded and no path set"))));
        }
        Map<String, Object> resolved = new LinkedHashMap<>(config);
        resolved.put("path", workspaceId + "/" + Path.of(path).normalize());
        return resolved;
    }

    public static JsonNode schemaOf(SourceType type) {
        try (InputStream in = SourceConfigs.class.getClassLoader().getResourceAsStream(type.schemaResource())) {
            return Json.mapper().readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static synchronized InputSchema schema(SourceType type) {
        return SCHEMAS.computeIfAbsent(type, t -> InputSchema.compile(schemaOf(t)));
    }

    private static boolean insideWorkspace(String path) {
        try {
            Path normalized = Path.of(path).normalize();
            return !path.isBlank() && !normalized.isAbsolute() && !normalized.startsWith("..");
        } catch (InvalidPathException e) {
            return false;
        }
    }
}
