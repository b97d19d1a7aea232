package org.mnemos.artifact.control;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The unified and side-by-side forms of a known pair. */
class VersionDiffTest {

    private static final String V1 = """
            {
              "title": "Sales",
              "limit": 10
            }
            """;
    private static final String V2 = """
            {
              "title": "Weekly sales",
              "limit": 10,
              "sort": "desc"
            }
            """;

    @Test
    void theUnifiedFormIsAPatch() {
        assertThat(VersionDiff.between("1", V1, "2", V2).unified()).isEqualTo("""
                --- v1
                +++ v2
                @@ -1,4 +1,5 @@
                 {
                -  "title": "Sales",
                -  "limit": 10
                +  "title": "Weekly sales",
                +  "limit": 10,
                +  "sort": "desc"
                 }
                """);
    }

    @Test
    void theSideBySideRowsPairChangedLines() {
        assertThat(VersionDiff.between("1", V1, "draft", V2).rows())
                .containsExactly(
                        new VersionDiff.Row("{", "{", "EQUAL"),
                        new VersionDiff.Row("  \"title\": \"Sales\",", "  \"title\": \"Weekly sales\",", "CHANGE"),
                        new VersionDiff.Row("  \"limit\": 10", "  \"limit\": 10,", "CHANGE"),
                        new VersionDiff.Row("", "  \"sort\": \"desc\"", "INSERT"),
                        new VersionDiff.Row("}", "}", "EQUAL"));
    }

    @Test
    void equalStatesHaveAnEmptyPatch() {
        VersionDiff same = VersionDiff.between("1", V1, "3", V1);
        assertThat(same.unified()).isEmpty();
        assertThat(same.rows()).allMatch(r -> r.tag().equals("EQUAL"));
    }
}
