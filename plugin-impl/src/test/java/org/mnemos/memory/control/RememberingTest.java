package org.mnemos.memory.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.memory.entity.Scope;
import org.mnemos.retrieval.control.EmbeddingModel;
import org.mnemos.screening.control.SecretFixtures;
import org.mnemos.screening.control.SecretScreen;

/** The write path's order: nothing refused by the screen reaches the embedding model or the store. */
class RememberingTest {

    private static final Scope SCOPE = new Scope("acme", "ws-1", "alice", null);
    private static final String SECRET =
            "Our deploy key is AKIAIOSFODNN7EXAMPLE with secret wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";

    private final List<String> embedded = new ArrayList<>();
    private final List<String> stored = new ArrayList<>();
    private final List<String> counted = new ArrayList<>();
    private final List<Integer> chunks = new ArrayList<>();
    private boolean chunksFail;
    private final Remembering remembering = new Remembering();

    @BeforeEach
    void wire() {
        remembering.screen = new WriteScreen();
        remembering.screen.secrets = new SecretScreen();
        remembering.screen.instructions = new InstructionScreen();
        WriteMetrics metrics = new WriteMetrics() {
            @Override
            void stored(String status) {
                counted.add(status);
            }

            @Override
            void refused(ErrorCode code, String kind) {
                counted.add(code + " " + kind);
            }

            @Override
            void quarantined(String kind) {
                counted.add("QUARANTINED " + kind);
            }
        };
        remembering.screen.metrics = metrics;
        remembering.metrics = metrics;
        remembering.embeddings = new EmbeddingModel() {
            @Override
            public float[] embed(String text) {
                embedded.add(text);
                return new float[] {1};
            }

            @Override
            public float[] embedQuery(String query) {
                return embed(query);
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

            @Override
            public List<Stored> storeAll(Scope scope, List<Screened> entries) {
                chunks.add(entries.size());
                if (chunksFail) {
                    throw new IllegalStateException("the chunk's transaction was rolled back");
                }
                return entries.stream()
                        .map(entry -> store(scope, entry.request(), entry.verdict(), entry.vector()))
                        .toList();
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
        assertThat(counted)
                .as("the metrics name the secret's rule, never its value")
                .containsExactly("SECRET_DETECTED aws-access-key-id", "STORED", "STORED");
    }

    @Test
    void refusesASecretInEveryStoredFieldNamingTheField() {
        Map<String, Object> input = Map.of(
                "content", "The admin password is " + "Tr0ub4dor&3",
                "kind", "EPISODIC",
                "category", "OBSERVATION");
        Map<String, Object> inConversation = Map.of(
                "content", "Weekly reports use euros",
                "kind", "EPISODIC",
                "category", "OBSERVATION",
                "conversation", "session " + "ghp_" + SecretFixtures.mixed(36));

        List<Remembering.Outcome> outcomes = remembering.rememberAll(
                SCOPE,
                List.of(
                        new Remembering.Attempt(RememberRequest.from(input), "/input/entries/0"),
                        new Remembering.Attempt(RememberRequest.from(inConversation), "/input/entries/1")));

        assertThat(stored).isEmpty();
        assertThat(embedded).isEmpty();
        assertThat(outcomes.get(0).refusal().violations())
                .singleElement()
                .satisfies(v -> assertThat(v.pointer()).isEqualTo("/input/entries/0/content"));
        assertThat(outcomes.get(1).refusal().violations())
                .singleElement()
                .satisfies(v -> assertThat(v.pointer()).isEqualTo("/input/entries/1/conversation"));
    }

    @Test
    void aBatchIsStoredAChunkPerTransaction() {
        List<Remembering.Attempt> attempts = IntStream.range(0, 250)
                .mapToObj(i -> attempt("Depot " + i + " opens at eight", i))
                .toList();

        List<Remembering.Outcome> outcomes = remembering.rememberAll(SCOPE, attempts);

        assertThat(chunks).containsExactly(100, 100, 50);
        assertThat(stored).hasSize(250).startsWith("Depot 0 opens at eight").endsWith("Depot 249 opens at eight");
        assertThat(outcomes.get(249).stored().id()).isEqualTo("id-250");
    }

    @Test
    void aChunkWhoseTransactionFailsIsStoredOneEntryAtATime() {
        chunksFail = true;

        List<Remembering.Outcome> outcomes = remembering.rememberAll(
                SCOPE, List.of(attempt("Weekly reports use euros", 0), attempt("Gate colours: Supply is blue", 1)));

        assertThat(chunks).containsExactly(2);
        assertThat(stored).containsExactly("Weekly reports use euros", "Gate colours: Supply is blue");
        assertThat(outcomes).extracting(o -> o.stored().id()).containsExactly("id-1", "id-2");
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
