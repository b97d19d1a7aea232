package org.mnemos.retention.control;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.mnemos.platform.Json;

class PolicySchemaTest {

    private static Set<String> names(JsonNode object) {
        Set<String> names = new HashSet<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void theBuiltInPolicyIsValid() {
        assertThat(PolicySchema.violations(Json.mapper().valueToTree(RetentionPolicy.defaults("Europe/Berlin"))))
                .isEmpty();
    }

    @Test
    void everyFieldOfThePolicyAndTheHalfLifeIsDescribedForTheForm() {
        JsonNode properties = PolicySchema.document().get("properties");
        Set<String> expected = names(Json.mapper().valueToTree(RetentionPolicy.defaults("UTC")));
        expected.add("halfLifeDays");

        assertThat(names(properties)).isEqualTo(expected);
        properties
                .fields()
                .forEachRemaining(field ->
                        assertThat(names(field.getValue())).as(field.getKey()).contains("title", "x-group", "x-order"));
    }
}
