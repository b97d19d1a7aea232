package org.mnemos.integration.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class IntegrationTemplatesTest {

    @Test
    void placeholdersAreFilledInOnePassSoAValueMayHoldBraces() {
        String filled = IntegrationTemplates.fill(
                "const model = {{model}}; // {{name}}", Map.of("model", "{\"a\":{{\"b\"}}}", "name", "$1 {{name}}"));

        assertThat(filled).isEqualTo("const model = {\"a\":{{\"b\"}}}; // $1 {{name}}");
    }

    @Test
    void aPlaceholderWithoutAValueIsRefused() {
        assertThatThrownBy(() -> IntegrationTemplates.fill("{{api}} and {{nodes}}", Map.of("api", "x")))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("{{nodes}}");
    }

    @Test
    void theNodeRedTemplatesAreThere() {
        assertThat(IntegrationTemplates.read("node-red/mnemos.js")).contains("registerType('mnemos-config'");
        assertThatThrownBy(() -> IntegrationTemplates.read("node-red/missing.txt"))
                .hasMessageContaining("META-INF/mnemos/integrations/node-red/missing.txt");
    }
}
