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

    @Inject
    WriteScreen screen;

    @Inject
    WritePath writes;

    @Inject
    EmbeddingModel embeddings;

    /** One entry to remember and the JSON pointer its refusals name. */
    public record Attempt(RememberRequest request, String pointer) {}

    /** What became of one entry of a batch: stored, or refused (nothing of it stored or embedded). */
    public record Outcome(WritePath.Stored stored, NodeException refusal) {}

    public WritePath.Stored remember(Scope scope, Attempt attempt) throws NodeException {
        WriteScreen.Verdict verdict = screen.check(attempt.request(), attempt.pointer());
        return writes.store(
                scope,
                attempt.request(),
                verdict,
                embeddings.embed(attempt.request().content()));
    }

    /**
     * A batch, in order: every entry is screened, the ones that pass are embedded in one call, then each
     * is stored in its own transaction, so one refusal loses nothing of the others.
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
        for (int j = 0; j < passed.size(); j++) {
            int i = passed.get(j);
            outcomes[i] =
                    new Outcome(writes.store(scope, attempts.get(i).request(), verdicts[i], vectors.get(j)), null);
        }
        return Arrays.asList(outcomes);
    }
}
