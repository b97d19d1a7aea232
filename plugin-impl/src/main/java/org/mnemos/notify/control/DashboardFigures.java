package org.mnemos.notify.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.Optional;
import org.mnemos.artifact.control.Artifacts;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.dashboard.control.SpecJson;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.Datasets;
import org.mnemos.refresh.control.RefreshRecords;
import org.mnemos.refresh.entity.RefreshRecord;

/**
 * What subscriptions and alerts read of a dashboard: its published spec and the numbers its latest successful
 * refresh stored — never the source, so a mail or an alert costs neither a source read nor a model call. In a
 * transaction of its own, since it runs on executor threads without a request.
 */
@ApplicationScoped
public class DashboardFigures {

    /** A dashboard's head version as stored: the spec (null for a program) and its latest refresh, if any. */
    public record Published(Artifact artifact, DashboardSpec spec, Optional<RefreshRecord> refresh) {

        /** The refreshed numbers of a spec, when it has been refreshed. */
        public Optional<Datasets> datasets() {
            return spec == null
                    ? Optional.empty()
                    : refresh.filter(r -> r.contentKind() == RefreshRecord.ContentKind.DATASETS)
                            .map(r -> Datasets.parse(r.content()));
        }
    }

    @Inject
    Artifacts artifacts;

    @Inject
    RefreshRecords refreshes;

    @Transactional
    public Published published(String tenant, String workspaceId, String artifactId) {
        Artifact artifact = artifacts.existing(tenant, workspaceId, artifactId);
        if (artifact.head() == 0) {
            return new Published(artifact, null, Optional.empty());
        }
        String content = artifacts.version(artifact, artifact.head()).content();
        DashboardSpec spec = artifact.form() == ArtifactForm.SPEC ? SpecJson.stored(content) : null;
        return new Published(artifact, spec, refreshes.latestGood(artifact, artifact.head()));
    }

    /** The numbers one refresh stored, for the alerts evaluated after it. */
    @Transactional
    public Optional<Datasets> of(String tenant, String workspaceId, String artifactId, String refreshId) {
        RefreshRecord record = refreshes.existing(tenant, workspaceId, artifactId, refreshId);
        return record.contentKind() == RefreshRecord.ContentKind.DATASETS
                ? Optional.of(Datasets.parse(record.content()))
                : Optional.empty();
    }
}
