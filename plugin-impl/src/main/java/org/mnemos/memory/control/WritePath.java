package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.Period;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mnemos.audit.control.AuditLog;
import org.mnemos.audit.entity.AuditAction;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.Lifetime;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.memory.entity.Provenance;
import org.mnemos.memory.entity.Scope;
import org.mnemos.memory.entity.Status;
import org.mnemos.memory.entity.Trust;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.retention.control.RetentionPolicies;
import org.mnemos.retention.control.RetentionPolicy;
import org.mnemos.retrieval.control.EmbeddingBytes;
import org.mnemos.retrieval.entity.IndexedEntry;

/**
 * Stores screened entries, one or a batch chunk per transaction: reinforces an identical claim instead of
 * copying it, supersedes an older statement on the same subject when the new one is authorized
 * to, and keeps conflicting claims from other sources side by side.
 */
@ApplicationScoped
public class WritePath {

    @Inject
    Memories store;

    @Inject
    ClaimNormalizer claims;

    @Inject
    RetentionPolicies policies;

    @Inject
    AuditLog audit;

    @Inject
    IndexedEntries indexed;

    @Inject
    Supersession supersession;

    @Inject
    Event<MemoryChanged> changed;

    Clock clock = DatabaseClock.utc();

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public Stored store(Scope scope, RememberRequest request, WriteScreen.Verdict verdict, float[] vector) {
        return storeAll(scope, List.of(new Screened(request, verdict, vector))).get(0);
    }

    /** One screened and embedded entry of a batch. */
    public record Screened(RememberRequest request, WriteScreen.Verdict verdict, float[] vector) {}

    /**
     * Several entries in one transaction, in order, each as {@link #store} would: a later one sees an earlier
     * one for reinforcement and supersession. All or none: the caller stores them one by one if this fails.
     * One change event for all of them, so the index takes them in one batch.
     */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public List<Stored> storeAll(Scope scope, List<Screened> entries) {
        RetentionPolicy policy = policies.effective(scope.tenant(), scope.workspaceId());
        List<String> claimHashes = entries.stream()
                .map(entry -> claims.claimHash(entry.request().content()))
                .toList();
        SameClaims sameClaims = new SameClaims(store.activeWithClaims(scope.workspaceId(), claimHashes));
        List<IndexedEntry> touched = new ArrayList<>();
        List<Stored> stored = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            stored.add(storeOne(scope, policy, entries.get(i), claimHashes.get(i), sameClaims, touched));
        }
        announce(touched);
        return stored;
    }

    /** Adds what it changed to {@code touched}, in order, so a later state of an entry comes after an earlier one. */
    private Stored storeOne(
            Scope scope,
            RetentionPolicy policy,
            Screened screened,
            String claimHash,
            SameClaims sameClaims,
            List<IndexedEntry> touched) {
        RememberRequest request = screened.request();
        WriteScreen.Verdict verdict = screened.verdict();
        var same = verdict.quarantine()
                ? null
                : sameClaims.find(request.kind(), claimHash, scope.runId()).orElse(null);
        if (same != null) {
            same.reinforce(policy.maxUtility());
            record(scope, AuditAction.REINFORCE, same, null);
            return new Stored(same.id(), "REINFORCED", null, List.of());
        }
        Instant now = clock.instant();
        // A proposal that waits for a steward is not approved by the flag its sender set.
        boolean approved = request.approved() && !verdict.review();
        Provenance provenance = new Provenance(
                request.source(),
                request.citation(),
                request.confidence(),
                Trust.of(request.source(), approved, request.kind()),
                approved ? scope.author() : null,
                request.observedAt(),
                now);
        MemoryEntry entry = new MemoryEntry(
                scope,
                request.kind(),
                request.category(),
                request.subject(),
                request.content(),
                claimHash,
                provenance,
                lifetime(request, now, policy),
                EmbeddingBytes.encode(screened.vector()),
                verdict.status());
        MemoryEntry previousTurn = request.conversation() == null ? null : placeInConversation(entry, request);
        List<String> warnings = new ArrayList<>();
        String supersedes = entry.isActive() ? supersession.settle(entry, touched, warnings) : null;
        store.add(entry);
        sameClaims.add(entry);
        touched.add(indexed.of(entry, previousTurn));
        warnings.addAll(verdict.warnings());
        record(scope, verdict.quarantine() ? AuditAction.QUARANTINE : AuditAction.REMEMBER, entry, supersedes);
        return new Stored(entry.id(), outcome(entry.status()), supersedes, warnings);
    }

    /**
     * Places the entry at the turn the request names (an import), else after the conversation's last turn;
     * returns the turn before it, or null.
     */
    private MemoryEntry placeInConversation(MemoryEntry entry, RememberRequest request) {
        String workspaceId = entry.scope().workspaceId();
        Optional<MemoryEntry> previous = request.turn() == null
                ? store.lastTurn(workspaceId, request.conversation())
                : store.turn(workspaceId, request.conversation(), request.turn() - 1);
        int turn = request.turn() != null
                ? request.turn()
                : previous.map(last -> last.turn() + 1).orElse(1);
        entry.placeIn(request.conversation(), turn);
        return previous.orElse(null);
    }

    private static String outcome(Status status) {
        return status == Status.ACTIVE ? "STORED" : status.name();
    }

    /** A reinforcement changes nothing a derived copy holds, so it is not announced. */
    private void announce(List<IndexedEntry> touched) {
        if (!touched.isEmpty()) {
            changed.fire(MemoryChanged.upserted(touched));
        }
    }

    private static Lifetime lifetime(RememberRequest request, Instant now, RetentionPolicy policy) {
        Instant expires = request.expiresAt();
        Instant review = request.reviewAt();
        if (expires == null && request.kind() == Kind.SCRATCH) {
            expires = now.plus(Duration.parse(policy.scratchTtl()));
        }
        if (review == null && request.kind() == Kind.DURABLE) {
            review = now.atOffset(ZoneOffset.UTC)
                    .plus(Period.parse(policy.reviewInterval()))
                    .toInstant();
        }
        return new Lifetime(expires, review);
    }

    private void record(Scope scope, AuditAction action, MemoryEntry entry, String supersedes) {
        String detail = "kind=" + entry.kind() + (supersedes == null ? "" : " supersedes=" + supersedes);
        audit.record(new AuditLog.Entry(
                scope.tenant(),
                scope.workspaceId(),
                scope.author(),
                action,
                entry.id(),
                entry.category().name(),
                null,
                detail));
    }

    /** The outcome of one Remember entry as the node reports it. */
    public record Stored(String id, String status, String supersedes, List<String> warnings) {}
}
