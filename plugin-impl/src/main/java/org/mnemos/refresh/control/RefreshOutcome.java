package org.mnemos.refresh.control;

import java.util.List;
import java.util.Optional;
import org.mnemos.refresh.entity.Drift;
import org.mnemos.refresh.entity.RefreshRecord;
import org.mnemos.refresh.entity.RefreshStatus;

/**
 * What one refresh did, as recorded.
 *
 * @param version the version the artifact's page shows now
 * @param drift the incompatible columns when DRIFTED, the changed catalogs of a SUCCEEDED refresh that saw
 *     some; null otherwise
 * @param errorCode the connector's problem code, null unless FAILED
 * @param llmCalls always 0: a refresh never calls a language model
 * @param tokensSaved the prompt and completion tokens the version's generation cost, which a regeneration
 *     would have spent again (0 when unknown)
 */
public record RefreshOutcome(
        String refreshId,
        RefreshStatus status,
        String artifactId,
        int version,
        long rowCount,
        String fingerprint,
        Drift drift,
        String errorCode,
        String errorDetail,
        boolean retryable,
        long durationMs,
        int llmCalls,
        long tokensSaved) {

    /** The used categorical columns whose values changed: compatible, reported (empty when none). */
    public List<Drift.CatalogChange> catalogChanges() {
        return drift == null ? List.of() : drift.catalogChanges();
    }

    /** The incompatible part of the drift, only when the refresh DRIFTED. */
    public Optional<Drift> incompatibility() {
        return status == RefreshStatus.DRIFTED ? Optional.of(drift) : Optional.empty();
    }

    /** The outcome a snapshot row records. */
    public static RefreshOutcome of(RefreshRecord snapshot) {
        return new RefreshOutcome(
                snapshot.id(),
                snapshot.status(),
                snapshot.artifactId(),
                snapshot.version(),
                snapshot.rowCount(),
                snapshot.fingerprint(),
                snapshot.drift() == null ? null : DriftJson.parse(snapshot.drift()),
                snapshot.errorCode(),
                snapshot.errorDetail(),
                snapshot.retryable(),
                snapshot.durationMs(),
                snapshot.llmCalls(),
                snapshot.tokensSaved());
    }
}
