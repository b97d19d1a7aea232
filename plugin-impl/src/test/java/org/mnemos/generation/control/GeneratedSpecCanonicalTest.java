package org.mnemos.generation.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.dashboard.control.SampleProfiles;
import org.mnemos.dashboard.control.SpecJson;
import org.mnemos.retrieval.control.OfflineEmbeddingModel;
import org.mnemos.retrieval.control.OfflineModel;

/**
 * A generated spec is already in its canonical form: a draft saved back unchanged equals the version it came
 * from, so publishing it is "nothing to publish" rather than a new version.
 */
class GeneratedSpecCanonicalTest {

    private static final OfflineSpecGenerator GENERATOR =
            new OfflineSpecGenerator(new OfflineEmbeddingModel(OfflineModel.ALL_MINILM_L6_V2_Q));

    @Test
    void readingAndWritingAGeneratedSpecGivesTheSameBytes() throws Exception {
        for (String table : SampleProfiles.ALL) {
            DataProfile profile = SampleProfiles.load(table);
            for (String instruction : List.of("", "Weekly operations", "sales by region as a pie chart, top 5")) {
                String generated = GENERATOR
                        .generate(new GenerationRequest(profile, List.of(), instruction, null))
                        .content();
                assertThat(SpecJson.write(SpecJson.read(generated)))
                        .as(table + ": " + instruction)
                        .isEqualTo(generated);
            }
        }
    }
}
