package org.mnemos.refresh.boundary;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.refresh.control.RefreshOutcome;
import org.mnemos.refresh.entity.Drift;
import org.mnemos.refresh.entity.RefreshRecord;
import org.mnemos.refresh.entity.RefreshStatus;
import org.mnemos.refresh.entity.RefreshTrigger;

@Schema(description = "One refresh of an artifact: what it read, how it ended, what it saved")
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RefreshView(
        @Schema(example = "0b6e4c1a-…") String refreshId,
        RefreshStatus status,
        @Schema(example = "7c1f…") String artifactId,

        @Schema(
                description = "The version the refresh was recorded for: the page of this version shows it",
                example = "3")
        int version,

        @Schema(example = "9994") long rowCount,

        @Schema(description = "Fingerprint of the schema read (null when the read failed)")
        String fingerprint,

        @Schema(description = "Missing used columns (DRIFTED only)")
        List<String> missingColumns,

        @Schema(description = "Names of the used columns whose type changed (DRIFTED only)")
        List<String> changedColumns,

        @Schema(description = "Each changed column with its old and new type (DRIFTED only)")
        List<Drift.TypeChange> typeChanges,

        // No @Schema here: it would replace the items' reference (the description is on CatalogChangeView).
        List<CatalogChangeView> catalogChanges,

        @Schema(
                description = "The connector's or the snapshot's problem code (FAILED only)",
                example = "SOURCE_UNREACHABLE")
        String errorCode,

        String errorDetail,
        boolean retryable,
        @Schema(example = "84") long durationMs,

        @Schema(description = "Always 0: a refresh never calls a language model", example = "0")
        int llmCalls,

        @Schema(
                description = "Prompt and completion tokens of the version's generation, not spent again",
                example = "812")
        long tokensSaved,

        @Schema(example = "2026-12-07T06:00:00Z") String startedAt,
        RefreshTrigger trigger,

        @Schema(description = "The schedule that fired (SCHEDULE only)")
        String scheduleId,

        @Schema(example = "bob") String startedBy) {

    static RefreshView of(RefreshRecord snapshot) {
        RefreshOutcome o = RefreshOutcome.of(snapshot);
        return new RefreshView(
                o.refreshId(),
                o.status(),
                o.artifactId(),
                o.version(),
                o.rowCount(),
                o.fingerprint(),
                o.incompatibility().map(Drift::missingColumns).orElse(null),
                o.incompatibility().map(Drift::changedColumnNames).orElse(null),
                o.incompatibility().map(Drift::changedColumns).orElse(null),
                CatalogChangeView.of(o),
                o.errorCode(),
                o.errorDetail(),
                o.retryable(),
                o.durationMs(),
                o.llmCalls(),
                o.tokensSaved(),
                snapshot.startedAt().toString(),
                RefreshTrigger.valueOf(snapshot.trigger()),
                snapshot.scheduleId(),
                snapshot.startedBy());
    }
}
