package org.mnemos.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.node.Violation;

class JsonFieldsTest {

    private static JsonNode json(String text) throws Exception {
        return Json.mapper().readTree(text);
    }

    @Test
    void requiredTextIsStrippedAndRefusedWhenMissingBlankOrTooLong() throws Exception {
        List<Violation> violations = new ArrayList<>();
        JsonNode body = json("{\"name\": \" sales \", \"blank\": \"  \", \"long\": \"abcdefghijk\", \"number\": 1}");

        assertThat(JsonFields.requiredText(body, "name", 10, violations)).isEqualTo("sales");
        List.of("blank", "long", "number", "missing").forEach(field ->
                assertThat(JsonFields.requiredText(body, field, 10, violations)).isNull());
        assertThat(violations).extracting(Violation::pointer).containsExactly("/blank", "/long", "/number", "/missing");
        assertThat(violations.get(0).message()).isEqualTo("blank is required: a non-empty string of at most 10 characters");
    }

    @Test
    void optionalTextMayBeMissingOrNullButNotBlank() throws Exception {
        List<Violation> violations = new ArrayList<>();
        JsonNode body = json("{\"runId\": null, \"blank\": \"\"}");

        assertThat(JsonFields.optionalText(body, "runId", 5, violations)).isNull();
        assertThat(JsonFields.optionalText(body, "missing", 5, violations)).isNull();
        assertThat(JsonFields.optionalText(body, "blank", 5, violations)).isNull();
        assertThat(violations).containsExactly(new Violation("/blank", "blank must be a non-empty string of at most 5 characters"));
    }

    @Test
    void theSingleFieldFormAnswersWithTheProblemAtOnce() throws Exception {
        ProblemException refused = catchThrowableOfType(() -> JsonFields.requiredText(json("{}"), "name", 200),
                ProblemException.class);

        assertThat(refused.problem().code()).isEqualTo("INVALID_INPUT");
        assertThat(refused.problem().errors()).extracting(Violation::pointer).containsExactly("/name");
    }
}
