package org.mnemos.artifact.control;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The "Your data" line of a page over a member's own source: first in the body, the name as text only. */
class DataNoteTest {

    private static final String PAGE = "<!doctype html><html><head><title>T</title></head><body>"
            + "<script id=\"mnemos-data\" type=\"application/json\">{\"rows\":[[\"a<b\"]]}</script>"
            + "<script nonce=\"n1\" src=\"/vendor/x.js\"></script></body></html>";

    @Test
    void theNoteComesFirstAndTheRestOfThePageIsKept() {
        String noted = DataNote.noted(PAGE, "superstore-emea");

        assertThat(noted).contains("<body><p id=\"mnemos-data-note\">Your data: superstore-emea</p><script");
        assertThat(noted)
                .contains("{\"rows\":[[\"a<b\"]]}</script>")
                .contains("<script nonce=\"n1\" src=\"/vendor/x.js\"></script>");
    }

    @Test
    void aSourceNameIsTextNeverMarkup() {
        String noted = DataNote.noted(PAGE, "<img src=x onerror=alert(1)>");

        assertThat(noted)
                .contains("Your data: &lt;img src=x onerror=alert(1)&gt;")
                .doesNotContain("<img");
    }
}
