package org.mnemos.platform;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.error.ErrorCode;

class ProblemTest {

    @Test
    void extensionMembersAreWrittenBesideTheStandardOnes() throws Exception {
        Problem problem = Problem.of(ErrorCode.SCHEMA_DRIFT, "Sales is missing")
                .with("missingColumns", List.of("Sales"))
                .with("changedColumns", List.of())
                .with("refreshId", "r-1");

        JsonNode json = Json.mapper().valueToTree(problem);

        assertThat(json.get("code").asText()).isEqualTo("SCHEMA_DRIFT");
        assertThat(json.get("status").asInt()).isEqualTo(409);
        assertThat(json.get("type").asText()).isEqualTo("https://mnemos.org/problems/schema-drift");
        assertThat(json.at("/missingColumns/0").asText()).isEqualTo("Sales");
        assertThat(json.get("refreshId").asText()).isEqualTo("r-1");
        assertThat(json.has("extensions")).isFalse();
    }

    @Test
    void anEmptyListIsAnAnswerWhileANullValueLeavesTheMemberOut() {
        JsonNode json = Json.mapper()
                .valueToTree(Problem.of(ErrorCode.SCHEMA_DRIFT, "drift")
                        .with("changedColumns", List.of())
                        .with("refreshId", null));

        assertThat(json.get("changedColumns").isArray()).isTrue();
        assertThat(json.has("refreshId")).isFalse();
        assertThat(json.has("errors")).isFalse();
    }

    @Test
    void addingAMemberLeavesTheOriginalAsItWas() {
        Problem plain = Problem.of(ErrorCode.VERSION_CONFLICT, "lost");
        plain.with("head", 2);

        assertThat(plain.extensions()).isEmpty();
    }
}
