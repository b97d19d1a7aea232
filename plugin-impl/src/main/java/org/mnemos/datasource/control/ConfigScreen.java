package org.mnemos.datasource.control;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import org.mnemos.api.connector.SourceType;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.platform.Problem;
import org.mnemos.platform.ProblemException;
import org.mnemos.screening.control.JsonScreen;

/**
 * The secret screen over a source configuration, on every write (register, reconfigure, upload, import): every text
 * value with its name, so a header, URL, query, body, SQL parameter, MCP argument or command argument holding a
 * credential is refused before anything is stored. A credential belongs on the server, referred to by name.
 */
@ApplicationScoped
public class ConfigScreen {

    @Inject
    JsonScreen screen;

    public ConfigScreen() {}

    public ConfigScreen(JsonScreen screen) {
        this.screen = screen;
    }

    /** Nothing, or 422 {@code SECRET_DETECTED} at {@code /name}: a source's name is listed to every member. */
    public void refuseCredentialInName(String name) {
        screen.refuse(name, "/name", "The data source's name", "Name the source for what it holds.");
    }

    /** Nothing, or 422 {@code SECRET_DETECTED} with the pointer of the value under {@code /config} and its rule. */
    public void refuseCredentials(SourceType type, JsonNode config) {
        screen.found(config, "/config").ifPresent(found -> {
            throw new ProblemException(Problem.of(
                            ErrorCode.SECRET_DETECTED,
                            "The " + type + " configuration holds a credential at " + found.pointer() + ": it "
                                    + found.message() + ". Secrets are never stored in a source: configure it "
                                    + "on the server as mnemos.credentials.<name>.* and refer to it with "
                                    + "\"credential\": \"<name>\".")
                    .withErrors(List.of(found)));
        });
    }
}
