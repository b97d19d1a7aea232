package org.mnemos.artifact.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.dashboard.control.SampleProfiles;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.generation.control.GenerationRequest;
import org.mnemos.generation.control.OfflineSpecGenerator;
import org.mnemos.platform.ProblemException;

/** Every saved content is checked: specs against schema and profile (and stored canonical), programs for injection. */
class ContentCheckTest {

    private static final DataProfile SUPERSTORE = SampleProfiles.load("superstore");
    private static final String SPEC = new OfflineSpecGenerator()
            .generate(new GenerationRequest(SUPERSTORE, List.of(), "weekly operations dashboard", null))
            .content();

    @Test
    void aGoodSpecIsStoredInItsCanonicalText() {
        String compact = SPEC.replace("\n", "").replace("  ", "");
        assertThat(ContentCheck.accepted(ArtifactForm.SPEC, compact, SUPERSTORE, List.of()))
                .isEqualTo(SPEC);
    }

    @Test
    void aSpecNamingAnUnknownColumnIsRefusedAtItsPointer() {
        String bad = SPEC.replaceFirst("\"field\": \"[^\"]+\"", "\"field\": \"Margin\"");
        assertThatThrownBy(() -> ContentCheck.accepted(ArtifactForm.SPEC, bad, SUPERSTORE, List.of()))
                .isInstanceOfSatisfying(ProblemException.class, e -> {
                    assertThat(e.problem().status()).isEqualTo(422);
                    assertThat(e.problem().errors())
                            .isNotEmpty()
                            .allMatch(v -> v.pointer().startsWith("/content/"));
                });
    }

    @Test
    void aProgramWithAHardCodedCatalogValueBreaksTheInjectionContract() {
        String program = """
                <script type="application/json" id="mnemos-data"></script>
                <script>
                const rows = JSON.parse(document.getElementById('mnemos-data').textContent);
                document.title = 'Technology ' + rows.length;
                </script>
                """;
        assertThatThrownBy(() -> ContentCheck.accepted(ArtifactForm.PROGRAM, program, SUPERSTORE, List.of()))
                .isInstanceOfSatisfying(ProblemException.class, e -> {
                    assertThat(e.problem().code()).isEqualTo(ErrorCode.DATA_INJECTION_VIOLATION);
                    assertThat(e.problem().errors())
                            .singleElement()
                            .satisfies(v -> assertThat(v.message()).contains("Technology"));
                });
    }
}
