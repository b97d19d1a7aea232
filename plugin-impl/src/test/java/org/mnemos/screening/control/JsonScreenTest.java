package org.mnemos.screening.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.Violation;
import org.mnemos.platform.Json;
import org.mnemos.platform.ProblemException;

/** Credentials in the JSON the memory write path does not see: masked on export, found with their pointer on import. */
class JsonScreenTest {

    private static final String GITHUB = "ghp_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z5A";
    private final JsonScreen screen = new JsonScreen(new SecretScreen());

    private static JsonNode config() throws Exception {
        return Json.mapper()
                .readTree("{\"url\":\"https://crm.example/api\",\"credential\":\"crm-token\","
                        + "\"headers\":{\"X-Note\":\"" + GITHUB + "\"},\"tags\":[\"a\",\"" + GITHUB + "\"]}");
    }

    @Test
    void aCredentialInAnyTextValueIsFoundWithItsPointerNeverItsValue() throws Exception {
        var found = screen.found(config(), "/config");

        assertThat(found).isPresent();
        assertThat(found.get().pointer()).isEqualTo("/config/headers/X-Note");
        assertThat(found.get().message()).doesNotContain(GITHUB).contains("(rule github-token)");
    }

    @Test
    void aValueIsScreenedWithItsNameAndAnOptionsValueWithTheOption() throws Exception {
        String key = SecretFixtures.mixed(32);
        JsonNode json = Json.mapper()
                .readTree("{\"headers\":{\"Accept\":\"application/json\",\"X-Api-Key\":\"" + key + "\"},"
                        + "\"command\":[\"server\",\"--verbose\",\"--api-key\",\"" + key + "\"]}");

        assertThat(screen.found(json.get("command"), "/command").orElseThrow().pointer())
                .isEqualTo("/command/3");
        assertThat(screen.found(json, "").orElseThrow().pointer()).isEqualTo("/headers/X-Api-Key");
        JsonNode masked = screen.masked(json);
        assertThat(masked.toString()).doesNotContain(key).contains("application/json", "--api-key");
        assertThat(screen.found(masked, "")).isEmpty();
    }

    @Test
    void anExportMasksEveryCredentialAndKeepsReferences() throws Exception {
        JsonNode masked = screen.masked(config());

        assertThat(masked.toString()).doesNotContain(GITHUB);
        assertThat(masked.get("credential").asText()).isEqualTo("crm-token");
        assertThat(masked.get("url").asText()).isEqualTo("https://crm.example/api");
        assertThat(screen.found(masked, "")).isEmpty();
    }

    @Test
    void aCleanConfigurationPasses() throws Exception {
        assertThat(screen.found(Json.mapper().readTree("{\"credential\":\"crm-token\",\"path\":\"a.csv\"}"), ""))
                .isEmpty();
    }

    @Test
    void aTextStoredAsItIsIsRefusedAsAProblemNamingWhatAndWhereNeverTheValue() {
        Throwable thrown = catchThrowable(
                () -> screen.refuse("team " + GITHUB, "/name", "The team's name", "Name it for what it holds."));

        assertThat(thrown).isInstanceOf(ProblemException.class);
        ProblemException refused = (ProblemException) thrown;

        assertThat(refused.problem().code()).isEqualTo(ErrorCode.SECRET_DETECTED);
        assertThat(refused.problem().detail())
                .startsWith("The team's name holds a credential: it contains a GitHub")
                .endsWith("Name it for what it holds.")
                .doesNotContain(GITHUB);
        assertThat(refused.problem().errors()).extracting(Violation::pointer).containsExactly("/name");
    }

    @Test
    void aTextWithoutCredentialsOrNoneAtAllPasses() {
        assertThatCode(() -> screen.refuse("Sales EMEA 2026", "/name", "The team's name", ""))
                .doesNotThrowAnyException();
        assertThatCode(() -> screen.refuse(null, "/name", "The team's name", ""))
                .doesNotThrowAnyException();
    }
}
