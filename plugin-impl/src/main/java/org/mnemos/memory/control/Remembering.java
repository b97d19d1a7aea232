package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.mnemos.api.node.NodeException;
import org.mnemos.memory.entity.Scope;
import org.mnemos.retrieval.control.EmbeddingModel;

/**
 * The one way into memory: screen, then embed, then store. Screening comes first so that a refused
 * entry (a secret above all) never reaches the embedding model, which may be a remote service.
 */
@ApplicationScoped
public class Remembering {

    /** Entries per transaction of a batch: large enough that commits cost little, small enough to retry one by one. */
    private static final int CHUNK = 100;

    @Inject
    WriteScreen screen;

    @Inject
    WritePath writes;

    @Inject
    EmbeddingModel embeddings;

    @Inject
    WriteMetrics metrics;

    /** One entry to remember and the JSON pointer its refusals name. */
    public record Attempt(RememberRequest request, String pointer) {}

    /** What became of one entry of a batch: stored, or refused (nothing of it stored or embedded). */
    public record Outcome(WritePath.Stored stored, NodeException refusal) {}

    public WritePath.Stored remember(Scope scope, Attempt attempt) throws NodeException {
        WriteScreen.Verdict verdict = screen.check(attempt.request(), attempt.pointer());
        return counted(writes.store(
                scope,
                attempt.request(),
                verdict,
                embeddings.embed(attempt.request().content())));
    }

    /**
     * A batch, in order: every entry is screened, the ones that pass are embedded in one call, then stored a
     * chunk per transaction (one commit per entry would cost more than embedding it). A refusal loses nothing
     * of the others, because screening refuses before anything is stored; a chunk whose transaction fails is
     * stored again one entry per transaction.
     */
    public List<Outcome> rememberAll(Scope scope, List<Attempt> attempts) {
        Outcome[] outcomes = new Outcome[attempts.size()];
        WriteScreen.Verdict[] verdicts = new WriteScreen.Verdict[attempts.size()];
        List<Integer> passed = new ArrayList<>();
        for (int i = 0; i < attempts.size(); i++) {
            try {
                verdicts[i] =
                        screen.check(attempts.get(i).request(), attempts.get(i).pointer());
                passed.add(i);
            } catch (NodeException refusal) {
                outcomes[i] = new Outcome(null, refusal);
            }
        }
        List<float[]> vectors = embeddings.embedAll(
                passed.stream().map(i -> attempts.get(i).request().content()).toList());
        for (int from = 0; from < passed.size(); from += CHUNK) {
            List<Integer> chunk = passed.subList(from, Math.min(passed.size(), from + CHUNK));
            List<WritePath.Screened> screened = new ArrayList<>();
            for (int j = 0; j < chunk.size(); j++) {
                int i = chunk.get(j);
                screened.add(new WritePath.Screened(attempts.get(i).request(), verdicts[i], vectors.get(from + j)));
            }
            List<WritePath.Stored> stored = storeChunk(scope, screened);
            for (int j = 0; j < chunk.size(); j++) {
                outcomes[chunk.get(j)] = new Outcome(counted(stored.get(j)), null);
            }
        }
        return Arrays.asList(outcomes);
    }

    private WritePath.Stored counted(WritePath.Stored stored) {
        metrics.stored(stored.status());
        return stored;
    }

    private List<WritePath.Stored> storeChunk(Scope scope, List<WritePath.Screened> chunk) {
        try {
            return writes.storeAll(scope, chunk);
        } catch (RuntimeException e) {
            return chunk.stream()
                    .map(entry -> writes.store(scope, entry.request(), entry.verdict(), entry.vector()))
                    .toList();
        }
    }
}
