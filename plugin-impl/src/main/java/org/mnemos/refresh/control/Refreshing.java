package org.mnemos.refresh.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import java.time.Clock;
import java.util.Set;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.DataConnectors;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.artifact.control.Artifacts;
import org.mnemos.artifact.control.Publishing;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.artifact.entity.ArtifactVersion;
import org.mnemos.dashboard.control.SpecDatasets;
import org.mnemos.dashboard.control.SpecJson;
import org.mnemos.dashboard.control.SpecRows;
import org.mnemos.dashboard.control.ViewerSelections;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.datasource.control.ConnectorFailures;
import org.mnemos.datasource.control.DataSources;
import org.mnemos.datasource.control.ProfileRedaction;
import org.mnemos.datasource.entity.DataSource;
import org.mnemos.generation.entity.GenerationRecord;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.platform.Json;
import org.mnemos.platform.ProblemException;
import org.mnemos.refresh.entity.Drift;
import org.mnemos.refresh.entity.RefreshRecord;
import org.mnemos.refresh.entity.RefreshStatus;
import org.mnemos.security.control.Caller;
import org.mnemos.workspace.control.WorkspaceAccess;
import org.mnemos.workspace.entity.Role;

/**
 * Refreshes a published artifact with its source's data as it is now, with no model call: one streaming
 * read that profiles the source and collects the page's data, the compatibility check against the profile
 * the head version was made for, and a recorded snapshot. Nothing here can reach a generator (an
 * architecture test keeps it so): a refresh costs no tokens, whatever the data.
 */
@ApplicationScoped
public class Refreshing {

    @Inject
    WorkspaceAccess workspaces;

    @Inject
    Artifacts artifacts;

    @Inject
    DataSources sources;

    @Inject
    DataConnectors connectors;

    @Inject
    ProfileRedaction redaction;

    @Inject
    RefreshRecords snapshots;

    @Inject
    Publishing publishing;

    @Inject
    RefreshMetrics metrics;

    @Inject
    Event<Refreshed> refreshed;

    @Inject
    KeptRows kept;

    @Inject
    @ConfigProperty(name = "mnemos.refresh.snapshot.max-rows", defaultValue = "100000")
    long maxRows;

    @Inject
    @ConfigProperty(name = "mnemos.refresh.snapshot.max-bytes", defaultValue = "20971520")
    long maxBytes;

    Clock clock = DatabaseClock.utc();

    /**
     * Records a refresh and returns its outcome. Source failures and drift are outcomes, not exceptions.
     *
     * @throws ProblemException for bad input or access: an unknown artifact or data source, an artifact with
     *     no published version (409 NOT_PUBLISHED), a caller below STEWARD (403)
     */
    public RefreshOutcome refresh(RefreshOrder order) {
        workspaces.require(
                new Caller(order.tenant(), order.user(), Set.of()),
                order.workspaceId(),
                Role.STEWARD,
                "Refreshing artifacts");
        Artifact artifact = artifacts.existing(order.tenant(), order.workspaceId(), order.artifactId());
        if (artifact.head() == 0) {
            throw new ProblemException(
                    ErrorCode.NOT_PUBLISHED,
                    "Artifact '" + artifact.name() + "' has no published version yet; publish it first.");
        }
        DataSource source = sources.existing(
                order.tenant(),
                order.workspaceId(),
                order.dataSourceId() == null ? artifact.dataSourceId() : order.dataSourceId());
        ArtifactVersion head = artifacts.version(artifact, artifact.head());
        DataProfile baseline = snapshots.baseline(order.tenant(), artifact, head);
        RefreshRecord.Start start = new RefreshRecord.Start(
                order.tenant(),
                order.workspaceId(),
                artifact.id(),
                head.number(),
                source.id(),
                order.trigger().name(),
                order.scheduleId(),
                order.user(),
                clock.instant(),
                tokensOf(head.generation()));
        SnapshotSink sink = sink(artifact, head, baseline);
        RefreshRecord done = record(order, artifact, head, source, baseline, start, sink);
        if (done.status() == RefreshStatus.SUCCEEDED) {
            sink.keptRows().ifPresent(rows -> kept.keep(done, rows));
        }
        RefreshOutcome outcome = RefreshOutcome.of(done);
        metrics.recorded(outcome, order.trigger());
        if (outcome.status() == RefreshStatus.SUCCEEDED) {
            refreshed.fire(new Refreshed(
                    order.tenant(), order.workspaceId(), artifact.id(), outcome.refreshId(), outcome.version()));
        }
        return outcome;
    }

    private RefreshRecord record(
            RefreshOrder order,
            Artifact artifact,
            ArtifactVersion head,
            DataSource source,
            DataProfile baseline,
            RefreshRecord.Start start,
            SnapshotSink sink) {
        DataProfile now;
        try {
            now = redaction.redact(connectors.read(source.type(), sources.forConnector(source), sink));
        } catch (ConnectorException e) {
            return snapshots.record(new RefreshRecord(start, failed(e)));
        }
        String profile = Json.text(now);
        Drift drift = Compatibility.of(UsedColumns.of(artifact.form(), head.content(), baseline), baseline, now);
        if (!drift.compatible()) {
            return snapshots.record(new RefreshRecord(start, drifted(now, profile, drift)));
        }
        if (sink.overCap()) {
            return snapshots.record(new RefreshRecord(start, tooLarge(now, profile)));
        }
        RefreshRecord.End end = ended(now, profile, drift, sink);
        if (order.publish()) {
            return publishing.refreshed(
                    order.tenant(),
                    order.workspaceId(),
                    order.user(),
                    artifact.id(),
                    now.fingerprint(),
                    profile,
                    number -> new RefreshRecord(start.forVersion(number), end));
        }
        return snapshots.record(new RefreshRecord(start, end));
    }

    /**
     * What the read computes besides the profile: a spec's datasets as its page first shows them (its viewer
     * filters' defaults applied) and its rows for viewer filters, or a program's rows.
     */
    private SnapshotSink sink(Artifact artifact, ArtifactVersion head, DataProfile baseline) {
        if (artifact.form() != ArtifactForm.SPEC) {
            return new SnapshotRowsSink(maxRows, maxBytes);
        }
        DashboardSpec spec = SpecJson.stored(head.content());
        return new SpecDatasetsSink(
                SpecDatasets.of(spec, baseline, ViewerSelections.defaults(spec)), SpecRows.recorder(spec));
    }

    /** A success; changed catalogs are compatible (new values render) and recorded to be reported. */
    private RefreshRecord.End ended(DataProfile now, String profile, Drift drift, SnapshotSink sink) {
        return RefreshRecord.End.succeeded(
                clock.instant(),
                now.rowCount(),
                now.fingerprint(),
                profile,
                drift.catalogChanges().isEmpty() ? null : Json.text(drift),
                sink.kind(),
                sink.content());
    }

    private RefreshRecord.End drifted(DataProfile now, String profile, Drift drift) {
        return RefreshRecord.End.drifted(clock.instant(), now.rowCount(), now.fingerprint(), profile, Json.text(drift));
    }

    private RefreshRecord.End failed(ConnectorException e) {
        return RefreshRecord.End.failed(
                clock.instant(),
                0,
                null,
                null,
                e.code().errorCode().name(),
                ConnectorFailures.detail(e),
                e.isTransient());
    }

    private RefreshRecord.End tooLarge(DataProfile now, String profile) {
        String detail = "The source has " + now.rowCount() + " rows; a program dashboard's snapshot holds at most "
                + maxRows + " rows and " + maxBytes + " bytes. Narrow the source (a query or a smaller file), "
                + "make the dashboard a spec (which stores only its aggregates), or ask an administrator to raise "
                + "mnemos.refresh.snapshot.max-rows / max-bytes.";
        return RefreshRecord.End.failed(
                clock.instant(),
                now.rowCount(),
                now.fingerprint(),
                profile,
                ErrorCode.SNAPSHOT_TOO_LARGE.name(),
                detail,
                false);
    }

    /** What a regeneration would cost again: the tokens the version's generation took (0 when unknown). */
    private static long tokensOf(GenerationRecord generation) {
        return generation == null ? 0 : (long) generation.promptTokens() + generation.completionTokens();
    }
}
