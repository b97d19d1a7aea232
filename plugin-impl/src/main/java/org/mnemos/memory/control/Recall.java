package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.retention.control.RetentionPolicies;
import org.mnemos.retention.control.RetentionPolicy;
import org.mnemos.retrieval.control.EmbeddingModel;
import org.mnemos.retrieval.control.RetrievalIndex;
import org.mnemos.retrieval.entity.Hit;
import org.mnemos.retrieval.entity.SearchRequest;

/**
 * Narrows, then ranks, then validates. The index narrows by scope, kind, category, status and
 * lifetime; every candidate is re-checked against PostgreSQL (the system of record) before it is
 * ranked by relevance, recency and user utility, weighted by trust, and validated against its source.
 */
@ApplicationScoped
public class Recall {

    private static final double RELEVANCE = 0.7;
    private static final double RECENCY = 0.15;
    private static final double UTILITY = 0.15;

    @Inject
    EmbeddingModel embeddings;

    @Inject
    RetrievalIndex index;

    @Inject
    Memories store;

    @Inject
    MemorySettings settings;

    @Inject
    RetentionPolicies policies;

    @Inject
    CitationCheck citations;

    @Inject
    PromptComposer composer;

    @Inject
    TaskContext tasks;

    Clock clock = Clock.systemUTC();

    @Transactional
    public RecallResult recall(String tenant, String workspaceId, String runId, RecallQuery query) {
        Instant now = clock.instant();
        RetentionPolicy policy = policies.effective(tenant, workspaceId);
        float[] vector = embeddings.embed(query.query());
        tasks.asked(workspaceId, query.query(), vector);
        SearchRequest request = SearchRequest.of(
                        tenant, workspaceId, query.query(), vector, Math.max(query.k() * 3, 30), now)
                .withKinds(names(query.kinds()))
                .withCategories(names(query.categories()))
                .withStatuses(Set.of("ACTIVE"));
        List<Hit> hits = index.search(request).stream()
                .filter(h -> h.relevance() >= settings.relevanceFloor())
                .toList();
        Map<String, MemoryEntry> entries = store
                .load(tenant, workspaceId, hits.stream().map(Hit::id).toList())
                .stream()
                .filter(e -> e.recallableAt(now) && query.kinds().contains(e.kind()))
                .filter(e -> query.categories().isEmpty() || query.categories().contains(e.category()))
                .filter(e -> e.kind() != Kind.SCRATCH
                        || e.scope().runId() != null && e.scope().runId().equals(runId))
                .collect(Collectors.toMap(MemoryEntry::id, Function.identity()));
        List<RecallResult.Candidate> ranked = hits.stream()
                .filter(h -> entries.containsKey(h.id()))
                .map(h -> new RecallResult.Candidate(
                        entries.get(h.id()), score(entries.get(h.id()), h.relevance(), policy, now)))
                .filter(c -> c.score() >= query.minScore())
                .sorted(Comparator.comparingDouble(RecallResult.Candidate::score)
                        .reversed())
                .toList();
        Map<String, String> context = query.compose() ? composer.compose(workspaceId, query.query()) : null;
        if (ranked.isEmpty()) {
            return RecallResult.abstain(
                    "Nothing in this workspace is relevant enough to the query"
                            + (query.minScore() > 0 ? " (minScore " + query.minScore() + ")." : "."),
                    context);
        }
        List<RecallResult.Candidate> valid = new ArrayList<>();
        for (RecallResult.Candidate candidate : ranked) {
            Validation validation =
                    citations.check(tenant, candidate.entry().provenance().citation());
            if (validation != Validation.STALE) {
                valid.add(candidate.validated(validation));
            }
            if (valid.size() == query.k()) {
                break;
            }
        }
        if (valid.isEmpty()) {
            return RecallResult.abstain(
                    "Every candidate failed validation: their sources no longer confirm them.", context);
        }
        valid.forEach(c -> c.entry().recalled());
        return RecallResult.found(valid, conflicts(workspaceId, valid), context);
    }

    /**
     * S = trust · (0.7·relevance + 0.15·R + 0.15·U/N), with the recency R and use U/N of the decay score
     * under the workspace's policy.
     */
    double score(MemoryEntry entry, double relevance, RetentionPolicy policy, Instant now) {
        double recency = policy.recency(entry.provenance().evidenceAt(), now);
        return entry.provenance().trust().weight()
                * (RELEVANCE * relevance + RECENCY * recency + UTILITY * policy.use(entry.utility()));
    }

    private Map<String, List<String>> conflicts(String workspaceId, List<RecallResult.Candidate> results) {
        return results.stream()
                .filter(c -> c.entry().subject().isPresent() && c.entry().kind() != Kind.SCRATCH)
                .collect(Collectors.toMap(
                        c -> c.entry().id(),
                        c -> store
                                .activeOnSubject(
                                        workspaceId, c.entry().subject().get())
                                .stream()
                                .map(MemoryEntry::id)
                                .filter(id -> !id.equals(c.entry().id()))
                                .toList(),
                        (a, b) -> a));
    }

    private static Set<String> names(Set<? extends Enum<?>> values) {
        return values.stream().map(Enum::name).collect(Collectors.toSet());
    }
}
