package org.mnemos.datasource.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.mnemos.api.connector.SourceType;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.Violation;
import org.mnemos.platform.Json;
import org.mnemos.platform.ProblemException;
import org.mnemos.screening.control.JsonScreen;
import org.mnemos.screening.control.SecretScreen;

/**
 * Issue 29, High 1: a credential typed into any free-form value of a source configuration is refused by name of the
 * field and of the rule, never echoed; configurations without one pass.
 */
class ConfigScreenTest {

    /** Fake but well-formed, assembled from pieces so the repository does not trip scanners. */
    private static final String GITHUB = "ghp_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z5A";

    private static final String MIXED = "Zq8" + "Lm2Xv7Rt4Kp9Wn3Bc6Hd1Jf5";
    private static final String HEX = "9f86d081" + "884c7d659a2feaa0c55ad015";

    private final ConfigScreen screen = new ConfigScreen(new JsonScreen(new SecretScreen()));

    static Stream<Arguments> credentialsInPlace() {
        return Stream.of(
                Arguments.of(
                        "REST Authorization header with a GitHub token",
                        SourceType.REST,
                        "{\"url\":\"https://api.github.com/repos\",\"headers\":{\"Authorization\":\"Bearer " + GITHUB
                                + "\"}}",
                        "/config/headers/Authorization",
                        "github-token"),
                Arguments.of(
                        "REST Authorization header with an opaque bearer token",
                        SourceType.REST,
                        "{\"url\":\"https://crm.example.com/api\",\"headers\":{\"Authorization\":\"Bearer " + MIXED
                                + "\"}}",
                        "/config/headers/Authorization",
                        "bearer-token"),
                Arguments.of(
                        "REST X-Api-Key header",
                        SourceType.REST,
                        "{\"url\":\"https://crm.example.com/api\",\"headers\":{\"Accept\":\"application/json\","
                                + "\"X-Api-Key\":\"" + HEX + "\"}}",
                        "/config/headers/X-Api-Key",
                        "password-assignment"),
                Arguments.of(
                        "REST URL with user and token",
                        SourceType.REST,
                        "{\"url\":\"https://reporter:" + MIXED + "@crm.example.com/api\"}",
                        "/config/url",
                        "url-password"),
                Arguments.of(
                        "REST URL with an api_key query parameter",
                        SourceType.REST,
                        "{\"url\":\"https://api.example.com/v1/items?page=1&api_key=" + HEX + "\"}",
                        "/config/url",
                        "password-assignment"),
                Arguments.of(
                        "REST POST body as JSON",
                        SourceType.REST,
                        "{\"url\":\"https://api.example.com/search\",\"method\":\"POST\","
                                + "\"body\":{\"query\":\"open orders\",\"auth\":{\"token\":\"" + MIXED + "\"}}}",
                        "/config/body/auth/token",
                        "password-assignment"),
                Arguments.of(
                        "REST POST body as text",
                        SourceType.REST,
                        "{\"url\":\"https://api.example.com/login\",\"method\":\"POST\","
                                + "\"body\":\"{\\\"user\\\":\\\"bot\\\",\\\"password\\\":\\\"S3cure-Passw0rd!\\\"}\"}",
                        "/config/body",
                        "password-assignment"),
                Arguments.of(
                        "MCP tool arguments",
                        SourceType.MCP,
                        "{\"transport\":\"HTTP\",\"url\":\"https://mcp.example.com/mcp\",\"tool\":\"search\","
                                + "\"arguments\":{\"query\":\"q3\",\"apiKey\":\"" + MIXED + "\"}}",
                        "/config/arguments/apiKey",
                        "password-assignment"),
                Arguments.of(
                        "MCP STDIO command argument after its option",
                        SourceType.MCP,
                        "{\"transport\":\"STDIO\",\"command\":[\"npx\",\"-y\",\"@acme/mcp-server\",\"--token\",\""
                                + MIXED + "\"],\"tool\":\"list\"}",
                        "/config/command/4",
                        "password-assignment"),
                Arguments.of(
                        "MCP STDIO command line as one text",
                        SourceType.MCP,
                        "{\"transport\":\"STDIO\",\"command\":\"acme-mcp --api-key=" + HEX + "\",\"tool\":\"list\"}",
                        "/config/command",
                        "password-assignment"),
                Arguments.of(
                        "MCP server URL with a token query parameter",
                        SourceType.MCP,
                        "{\"transport\":\"HTTP\",\"url\":\"https://mcp.example.com/sse?access_token=" + MIXED
                                + "\",\"resource\":\"db://orders\"}",
                        "/config/url",
                        "password-assignment"),
                Arguments.of(
                        "SQL parameter",
                        SourceType.SQL,
                        "{\"datasource\":\"crm\",\"query\":\"SELECT * FROM orders WHERE partner = :partner\","
                                + "\"parameters\":{\"partnerToken\":\"" + HEX + "\"}}",
                        "/config/parameters/partnerToken",
                        "generic-secret-assignment"),
                Arguments.of(
                        "SQL query with a literal key",
                        SourceType.SQL,
                        "{\"datasource\":\"crm\",\"query\":\"SELECT * FROM orders WHERE api_key = '" + MIXED + "'\"}",
                        "/config/query",
                        "password-assignment"),
                Arguments.of(
                        "CSV path",
                        SourceType.CSV,
                        "{\"path\":\"exports/" + GITHUB + ".csv\"}",
                        "/config/path",
                        "github-token"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("credentialsInPlace")
    void aCredentialIsRefusedWithItsFieldAndRuleNeverItsValue(
            String place, SourceType type, String config, String pointer, String rule) throws Exception {
        ProblemException refused = catchThrowableOfType(
                ProblemException.class,
                () -> screen.refuseCredentials(type, Json.mapper().readTree(config)));

        assertThat(refused).as(place).isNotNull();
        assertThat(refused.problem().code()).isEqualTo(ErrorCode.SECRET_DETECTED);
        assertThat(refused.problem().errors()).extracting(Violation::pointer).containsExactly(pointer);
        assertThat(refused.problem().errors().get(0).message()).contains("(rule " + rule + ")");
        assertThat(refused.problem().detail()).contains(pointer, "mnemos.credentials.", "\"credential\"");
        assertThat(refused.problem().toString()).doesNotContain(GITHUB, MIXED, HEX, "S3cure-Passw0rd!");
    }

    @Test
    void configurationsThatReferToCredentialsByNamePass() throws Exception {
        String[] clean = {
            "{\"header\":true,\"onMalformedRow\":\"FAIL\",\"path\":\"superstore.csv\",\"delimiter\":\";\"}",
            "{\"datasource\":\"mnemos\",\"query\":\"SELECT id, name FROM workspace WHERE tenant = :tenant\","
                    + "\"parameters\":{\"tenant\":\"acme\",\"limit\":10},\"maxRows\":100000,\"timeout\":\"PT10S\"}",
            "{\"datasource\":\"crm\",\"query\":\"SELECT * FROM sessions WHERE token = :token AND expires_at > now()\"}",
            "{\"url\":\"https://api.github.com/repos/apache/camel/issues?state=open&per_page=100\",\"method\":\"GET\","
                    + "\"headers\":{\"Accept\":\"application/vnd.github+json\",\"X-GitHub-Api-Version\":\"2022-11-28\","
                    + "\"User-Agent\":\"mnemos\"},\"recordPath\":\"$\",\"credential\":\"github-readonly\","
                    + "\"pagination\":{\"type\":\"OFFSET\",\"offsetParam\":\"offset\",\"limitParam\":\"limit\"}}",
            "{\"url\":\"https://api.example.com/search\",\"method\":\"POST\",\"body\":{\"query\":\"open orders\","
                    + "\"fields\":[\"id\",\"total\"],\"tokenize\":true},\"credential\":\"search-api-key\"}",
            "{\"transport\":\"STDIO\",\"command\":[\"npx\",\"-y\",\"@modelcontextprotocol/server-filesystem\","
                    + "\"--root\",\"/srv/data\"],\"tool\":\"list_directory\",\"arguments\":{\"path\":\"/srv/data\"}}",
            "{\"transport\":\"HTTP\",\"url\":\"https://mcp.example.com/mcp\",\"tool\":\"get_weather\","
                    + "\"arguments\":{\"city\":\"Berlin\",\"units\":\"metric\"},\"credential\":\"weather\"}"
        };
        for (String config : clean) {
            assertThatCode(() -> screen.refuseCredentials(
                            SourceType.REST, Json.mapper().readTree(config)))
                    .as(config)
                    .doesNotThrowAnyException();
        }
    }
}
