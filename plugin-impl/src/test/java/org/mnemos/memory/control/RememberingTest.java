package org.mnemos.memory.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.memory.entity.Scope;
import org.mnemos.retrieval.control.EmbeddingModel;

/** The write path's order: nothing refused by the screen reaches the embedding model or the store. */
class RememberingTest {

    private static final Scope SCOPE = new Scope("acme", "ws-1", "alice", null);
    private static final String SECRET =
            "Our deploy key is AKIAIOSFODNN7EXAMPLE with secret wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";

    private final List<String> embedded = new ArrayList<>();
    private final List<String> stored = new ArrayList<>();
    private final Remembering remembering = new Remembering();

    @BeforeEach
    void wire() {
        remembering.screen = new WriteScreen();
        remembering.screen.secrets = new SecretScreen();
        remembering.screen.instructions = new InstructionScreen();
        remembering.embeddings = new EmbeddingModel() {
            @Override
            public float[] embed(String text) {
                embedded.add(text);
                return new float[] {1};
            }

            @Override
            public List<float[]> embedAll(List<String> texts) {
                embedded.addAll(texts);
                return texts.stream().map(text -> new float[] {1}).toList();
            }

            @Override
            public int dimension() {
                return 1;
            }

            @Override
            public String name() {
                return "recording";
            }
        };
        remembering.writes = new WritePath() {
            @Override
            public Stored store(Scope scope, RememberRequest request, WriteScreen.Verdict verdict, float[] vector) {
                stored.add(request.content());
                return new Stored("id-" + stored.size(), "STORED", null, List.of());
            }
        };
    }

    @Test
    void aBatchScreensEveryEntryBeforeEmbeddingAnyAndKeepsItsOrder() {
        List<Remembering.Outcome> outcomes = remembering.rememberAll(
                SCOPE,
                List.of(
                        attempt("Weekly reports use euros", 0),
                        attempt(SECRET, 1),
                        attempt("Gate colours: Supply is blue", 2)));

        assertThat(embedded).containsExactly("Weekly reports use euros", "Gate colours: Supply is blue");
        assertThat(stored).containsExactly("Weekly reports use euros", "Gate colours: Supply is blue");
        assertThat(outcomes).hasSize(3);
        assertThat(outcomes.get(0).stored().id()).isEqualTo("id-1");
        assertThat(outcomes.get(1).refusal().code()).isEqualTo(ErrorCode.SECRET_DETECTED);
        assertThat(outcomes.get(1).refusal().violations())
                .singleElement()
                .satisfies(v -> assertThat(v.pointer()).isEqualTo("/input/entries/1/content"));
        assertThat(outcomes.get(2).stored().id()).isEqualTo("id-2");
    }

    @Test
    void aRefusedSingleEntryIsNeitherEmbeddedNorStored() {
        assertThatThrownBy(() -> remembering.remember(SCOPE, attempt(SECRET, 0)))
                .hasMessageContaining("credential");
        assertThat(embedded).isEmpty();
        assertThat(stored).isEmpty();
    }

    private static Remembering.Attempt attempt(String content, int position) {
        return new Remembering.Attempt(
                RememberRequest.from(Map.of(
                        "content",
                        content,
                        "kind",
                        "EPISODIC",
                        "category",
                        "FACT",
                        "source",
                        Map.of("type", "USER_STATEMENT"))),
                "/input/entries/" + position);
    }
}
