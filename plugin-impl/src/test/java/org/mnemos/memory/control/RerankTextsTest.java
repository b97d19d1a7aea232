package org.mnemos.memory.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.memory.entity.Category;
import org.mnemos.memory.entity.ClaimSource;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.Lifetime;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.memory.entity.Provenance;
import org.mnemos.memory.entity.Scope;
import org.mnemos.memory.entity.Status;
import org.mnemos.memory.entity.Trust;
import org.mnemos.screening.control.SecretScreen;

/** What Recall sends its re-ranker: redacted, and a candidate screened once however often it is re-ranked. */
class RerankTextsTest {

    private static final String GITHUB = "ghp_" + "Zq8Xw3Rt6Yu1Io4Pa7Sd0Fg2Hj5Kl9Mn3Bv6";

    /** The real screen, counting the texts it reads. */
    private static final class CountingScreen extends SecretScreen {
        final List<String> read = new ArrayList<>();

        @Override
        public String redact(String text) {
            read.add(text);
            return super.redact(text);
        }
    }

    private static RecallResult.Candidate candidate(String content) {
        return new RecallResult.Candidate(
                new MemoryEntry(
                        new Scope("acme", "ws-1", "alice", null),
                        Kind.EPISODIC,
                        Category.OBSERVATION,
                        null,
                        content,
                        "h",
                        new Provenance(ClaimSource.USER_STATEMENT, null, 0.9, Trust.MEDIUM, null, null, Instant.EPOCH),
                        new Lifetime(null, null),
                        null,
                        Status.ACTIVE),
                0.5);
    }

    @Test
    void theQuestionAndTheCandidatesAreRedactedAndACandidateIsScreenedOnce() {
        CountingScreen screen = new CountingScreen();
        RerankTexts texts = new RerankTexts();
        texts.secrets = screen;
        List<RecallResult.Candidate> candidates = List.of(
                candidate("The Ghent warehouse ships on Tuesdays"), candidate("An old note: my token is " + GITHUB));

        assertThat(texts.query("When does Ghent ship? token " + GITHUB))
                .startsWith("When does Ghent ship? token [REDACTED:")
                .doesNotContain(GITHUB);
        assertThat(texts.contents(candidates))
                .containsExactly(
                        "The Ghent warehouse ships on Tuesdays", "An old note: my token is [REDACTED:github-token]");
        assertThat(texts.contents(candidates)).hasSize(2);

        assertThat(screen.read).hasSize(3);
    }
}
