package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.retention.control.RetentionPolicies;
import org.mnemos.retention.control.RetentionPolicy;
import org.mnemos.retrieval.control.EmbeddingModel;
import org.mnemos.retrieval.control.Reranker;
import org.mnemos.retrieval.control.RetrievalIndex;
import org.mnemos.retrieval.entity.Hit;
import org.mnemos.retrieval.entity.SearchRequest;

/**
 * Narrows, then ranks, then validates. The index narrows by scope, kind, category, status and
 * lifetime; every candidate is re-checked against PostgreSQL (the system of record) before it is
 * ranked by the index's fused score and user utility (and recency, when the query asks for the
 * latest), weighted by trust, re-ranked by a cross-encoder where one is configured, and validated
 * against its source. The relevance floor decides whether to answer at all, not which candidates to
 * rank: a true but weakly worded piece of evidence stays.
 */
@ApplicationScoped
public class Recall {

    private static final double UTILITY = 0.15;
    private static final double RECENCY = 0.15;
    private static final Comparator<RecallResult.Candidate> BEST_FIRST =
            Comparator.comparingDouble(RecallResult.Candidate::score).reversed();

    @Inject
    EmbeddingModel embeddings;

    @Inject
    RetrievalIndex index;

    @Inject
    Reranker reranker;

    @Inject
    RerankTexts outbound;

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
    RecallTrail trail;

    Clock clock = DatabaseClock.utc();

    /** Reads only: what a Recall leaves behind is written after it by {@link RecallTrail}. */
    @Transactional
    public RecallResult recall(String tenant, String workspaceId, String runId, RecallQuery query) {
        Instant now = clock.instant();
        float[] vector = embeddings.embedQuery(query.query());
        RecallResult result = answer(tenant, workspaceId, runId, query, vector, now);
        trail.leave(workspaceId, query.query(), vector, result);
        return result;
    }

    private RecallResult answer(
            String tenant, String workspaceId, String runId, RecallQuery query, float[] vector, Instant now) {
        RetentionPolicy policy = policies.effective(tenant, workspaceId);
        SearchRequest request = SearchRequest.of(tenant, workspaceId, query.query(), vector, candidates(query.k()), now)
                .withKinds(names(query.kinds()))
                .withCategories(names(query.categories()))
                .withStatuses(Set.of("ACTIVE"));
        List<Hit> found = index.search(request);
        boolean relevant = found.stream().anyMatch(h -> h.relevance() >= settings.relevanceFloor());
        List<Hit> hits = relevant ? found : List.of();
        boolean latest = RecencyCue.asksForLatest(query.query());
        Map<String, MemoryEntry> entries = store
                .load(tenant, workspaceId, hits.stream().map(Hit::id).toList())
                .stream()
                .filter(e -> e.recallableAt(now) && query.kinds().contains(e.kind()))
                .filter(e -> query.categories().isEmpty() || query.categories().contains(e.category()))
                .filter(e -> e.kind() != Kind.SCRATCH
                        || e.scope().runId() != null && e.scope().runId().equals(runId))
                .collect(Collectors.toMap(MemoryEntry::id, Function.identity()));
        List<RecallResult.Candidate> scored = hits.stream()
                .filter(h -> entries.containsKey(h.id()))
                .map(h -> new RecallResult.Candidate(
                        entries.get(h.id()), score(entries.get(h.id()), h.fusedScore(), latest, policy, now)))
                .sorted(BEST_FIRST)
                .toList();
        List<RecallResult.Candidate> ranked = reranked(query.query(), scored, latest, policy, now).stream()
                .filter(c -> c.score() >= query.minScore())
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
        return RecallResult.found(valid, conflicts(workspaceId, valid), context);
    }

    /** Three per result asked for, at least 30, and at least as many as the re-ranker reads. */
    private int candidates(int k) {
        return Math.max(Math.max(k * 3, 30), reranker.depth());
    }

    /**
     * With a re-ranker configured, its scores of the first candidates, min-max normalised over them, take the
     * place of the fused score in {@link #score}; trust, use and recency weigh as before. A candidate it did not
     * read follows those it read, its score no higher than theirs. Without an answer the order stands.
     */
    private List<RecallResult.Candidate> reranked(
            String query, List<RecallResult.Candidate> ranked, boolean latest, RetentionPolicy policy, Instant now) {
        List<RecallResult.Candidate> read = ranked.subList(0, Math.min(reranker.depth(), ranked.size()));
        if (read.size() < 2) {
            return ranked;
        }
        return reranker.scores(outbound.query(query), outbound.contents(read))
                .map(scores -> reordered(ranked, scores, latest, policy, now))
                .orElse(ranked);
    }

    private List<RecallResult.Candidate> reordered(
            List<RecallResult.Candidate> ranked, double[] scores, boolean latest, RetentionPolicy policy, Instant now) {
        double max = Arrays.stream(scores).max().orElseThrow();
        double min = Arrays.stream(scores).min().orElseThrow();
        List<RecallResult.Candidate> reordered = new ArrayList<>();
        for (int i = 0; i < scores.length; i++) {
            double relevance = max > min ? (scores[i] - min) / (max - min) : 1;
            MemoryEntry entry = ranked.get(i).entry();
            reordered.add(new RecallResult.Candidate(entry, score(entry, relevance, latest, policy, now)));
        }
        reordered.sort(BEST_FIRST);
        double lowest = reordered.get(reordered.size() - 1).score();
        ranked.subList(scores.length, ranked.size())
                .forEach(c -> reordered.add(new RecallResult.Candidate(c.entry(), Math.min(c.score(), lowest))));
        return reordered;
    }

    /**
     * S = trust · (0.85·fused + 0.15·U/N), or trust · (0.7·fused + 0.15·R + 0.15·U/N) when the query asks
     * for the latest, with the recency R and use U/N of the decay score under the workspace's policy.
     */
    double score(MemoryEntry entry, double fused, boolean latest, RetentionPolicy policy, Instant now) {
        double recency = latest ? RECENCY * policy.recency(entry.provenance().evidenceAt(), now) : 0;
        double relevance = 1 - UTILITY - (latest ? RECENCY : 0);
        return entry.provenance().trust().weight()
                * (relevance * fused + recency + UTILITY * policy.use(entry.utility()));
    }

    private Map<String, List<String>> conflicts(String workspaceId, List<RecallResult.Candidate> results) {
        List<MemoryEntry> withSubject = results.stream()
                .map(RecallResult.Candidate::entry)
                .filter(e -> e.subject().isPresent() && e.kind() != Kind.SCRATCH)
                .toList();
        Map<String, List<String>> onSubject = store.activeIdsOnSubjects(
                workspaceId, withSubject.stream().map(e -> e.subject().get()).collect(Collectors.toSet()));
        Map<String, List<String>> conflicts = new HashMap<>();
        for (MemoryEntry entry : withSubject) {
            conflicts.putIfAbsent(
                    entry.id(),
                    onSubject.getOrDefault(entry.subject().get(), List.of()).stream()
                            .filter(id -> !id.equals(entry.id()))
                            .toList());
        }
        return conflicts;
    }

    private static Set<String> names(Set<? extends Enum<?>> values) {
        return values.stream().map(Enum::name).collect(Collectors.toSet());
    }
}
