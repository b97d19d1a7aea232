package org.mnemos.datasource.control;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.type.TypeReference;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mnemos.platform.Json;
import org.mnemos.screening.control.JsonScreen;
import org.mnemos.screening.control.SecretScreen;

/** Issue 29, High 1: members who cannot edit a source see no header value and no URL secret; editors see it whole. */
class ConfigMaskTest {

    private static final String GITHUB = "ghp_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z5A";
    private static final String OPAQUE = "opaque" + "-value-42";

    private final ConfigMask mask = new ConfigMask(new JsonScreen(new SecretScreen()));

    private static Map<String, Object> config(String json) throws Exception {
        return Json.mapper().readValue(json, new TypeReference<>() {});
    }

    private static Map<String, Object> rest() throws Exception {
        return config("{\"url\":\"https://bot:" + OPAQUE + "@api.example.com/v1/items?page=2&sig=" + OPAQUE
                + "&flag#access_token=" + OPAQUE + "\",\"headers\":{\"Accept\":\"application/json\",\"X-Tenant\":\""
                + OPAQUE + "\"},\"recordPath\":\"$.items\",\"credential\":\"crm\"}");
    }

    @Test
    void aViewerSeesHeaderAndParameterNamesButNoValueOrUserInfo() throws Exception {
        Map<String, Object> shown = mask.shown(rest(), false);

        assertThat(Json.mapper().writeValueAsString(shown)).doesNotContain(OPAQUE, "bot");
        assertThat(shown.get("url"))
                .isEqualTo("https://***@api.example.com/v1/items?page=***&sig=***&***#access_token=***");
        assertThat(shown.get("headers")).isEqualTo(Map.of("Accept", "***", "X-Tenant", "***"));
        assertThat(shown).containsEntry("recordPath", "$.items").containsEntry("credential", "crm");
    }

    @Test
    void anEditorSeesTheConfigurationWhole() throws Exception {
        Map<String, Object> plain = config("{\"url\":\"https://api.example.com/v1/items?page=2\","
                + "\"headers\":{\"Accept\":\"application/json\",\"X-Tenant\":\"acme\"},\"credential\":\"crm\"}");

        assertThat(mask.shown(plain, true)).isEqualTo(plain);
        assertThat(mask.shown(plain, false)).isNotEqualTo(plain);
    }

    @Test
    void aUrlInsideArgumentsOrACommandIsMaskedTooAndOtherTextIsKept() throws Exception {
        Map<String, Object> shown = mask.shown(
                config("{\"transport\":\"STDIO\",\"command\":[\"fetch-mcp\",\"https://x.example/feed?key=" + OPAQUE
                        + "\"],\"tool\":\"read\",\"arguments\":{\"source\":\"https://y.example/?t=" + OPAQUE
                        + "\",\"note\":\"see ?a=b\"}}"),
                false);

        assertThat(Json.mapper().writeValueAsString(shown))
                .doesNotContain(OPAQUE)
                .contains("see ?a=b", "fetch-mcp");
    }

    @Test
    void aCredentialStoredBeforeScreeningIsMaskedForEveryone() throws Exception {
        Map<String, Object> legacy = config(
                "{\"url\":\"https://api.github.com\",\"headers\":{\"Authorization\":\"Bearer " + GITHUB + "\"}}");

        assertThat(Json.mapper().writeValueAsString(mask.shown(legacy, true)))
                .doesNotContain(GITHUB)
                .contains("[REDACTED:");
    }
}
