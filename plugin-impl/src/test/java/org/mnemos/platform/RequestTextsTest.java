package org.mnemos.platform;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.node.Violation;

class RequestTextsTest {

    @Test
    void requiredTextIsStrippedAndRefusedWhenMissingBlankOrTooLong() {
        List<Violation> violations = new ArrayList<>();

        assertThat(RequestTexts.required(" sales ", "name", 10, violations)).isEqualTo("sales");
        assertThat(RequestTexts.required("  ", "blank", 10, violations)).isNull();
        assertThat(RequestTexts.required("abcdefghijk", "long", 10, violations)).isNull();
        assertThat(RequestTexts.required(null, "missing", 10, violations)).isNull();
        assertThat(violations).extracting(Violation::pointer).containsExactly("/blank", "/long", "/missing");
        assertThat(violations.get(0).message())
                .isEqualTo("blank is required: a non-empty string of at most 10 characters");
    }

    @Test
    void optionalTextMayBeMissingButNotBlank() {
        List<Violation> violations = new ArrayList<>();

        assertThat(RequestTexts.optional(null, "runId", 5, violations)).isNull();
        assertThat(RequestTexts.optional("", "blank", 5, violations)).isNull();
        assertThat(violations)
                .containsExactly(new Violation("/blank", "blank must be a non-empty string of at most 5 characters"));
    }
}
