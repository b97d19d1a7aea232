package org.mnemos.platform;

import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.OpenAPIDefinition;
import org.eclipse.microprofile.openapi.annotations.info.Info;

/**
 * Every REST resource lives under {@code /api}; resources and providers are discovered. Callers
 * authenticate with bearer tokens (see {@code org.mnemos.security}).
 */
@ApplicationPath(MnemosApplication.PATH)
@OpenAPIDefinition(
        info =
                @Info(
                        title = "Mnemos",
                        version = "1",
                        description =
                                "Governed memory nodes and zero-token recurring dashboards for low-code workflows"))
public class MnemosApplication extends Application {

    public static final String PATH = "api";

    /**
     * JSON goes through {@link JsonProvider} (Jackson) only; the container's JSON-B, JSON-P and MOXy would compete
     * for it, and so would Jersey's Jackson feature (its own ObjectMapper writes instants as numbers, its mappers
     * answer Jackson's exceptions in plain text), which stands down when another JSON feature is named.
     */
    @Override
    public Map<String, Object> getProperties() {
        return Map.of(
                "jersey.config.disableJsonBinding",
                true,
                "jersey.config.disableJsonProcessing",
                true,
                "jersey.config.disableMoxyJson",
                true,
                "jersey.config.jsonFeature",
                JsonProvider.class.getSimpleName());
    }
}
