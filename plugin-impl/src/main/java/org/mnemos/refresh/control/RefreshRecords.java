package org.mnemos.refresh.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.Row;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.artifact.control.ArtifactGrounds;
import org.mnemos.artifact.control.PageContent;
import org.mnemos.artifact.control.PageData;
import org.mnemos.artifact.control.RefreshedData;
import org.mnemos.artifact.control.SpecPageData;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.artifact.entity.ArtifactVersion;
import org.mnemos.dashboard.control.RowTyping;
import org.mnemos.dashboard.control.SpecRows;
import org.mnemos.dashboard.entity.Datasets;
import org.mnemos.datasource.control.DataSources;
import org.mnemos.platform.Paging;
import org.mnemos.platform.ProblemException;
import org.mnemos.refresh.entity.RefreshRecord;
import org.mnemos.refresh.entity.RefreshStatus;
import org.mnemos.refresh.entity.SnapshotRows;

/**
 * Keeps the refreshes of artifacts and the data snapshots of the successful ones, and answers what a
 * version's page is rendered with: the latest SUCCEEDED snapshot of that version of the shared artifact.
 */
@ApplicationScoped
public class RefreshRecords implements RefreshedData {

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    @Inject
    DataSources sources;

    @Inject
    ArtifactGrounds grounds;

    @Inject
    KeptRows kept;

    @Transactional
    public RefreshRecord record(RefreshRecord snapshot) {
        em.persist(snapshot);
        return snapshot;
    }

    @Override
    public Optional<PageContent> latest(Artifact artifact, int version) {
        return latestGood(artifact, version).map(RefreshRecords::content);
    }

    @Override
    public Optional<SpecRows> keptRows(Artifact artifact, int version) {
        return latestGood(artifact, version).flatMap(refresh -> kept.of(refresh.id()));
    }

    @Override
    public PastRefresh past(String tenant, String workspaceId, String artifactId, String refreshId) {
        RefreshRecord snapshot = existing(tenant, workspaceId, artifactId, refreshId);
        if (snapshot.content() == null) {
            throw new ProblemException(
                    ErrorCode.REFRESH_NOT_FOUND,
                    "Refresh '" + refreshId + "' " + snapshot.status() + " and kept no data to show.");
        }
        return new PastRefresh(snapshot.version(), content(snapshot));
    }

    public Optional<RefreshRecord> latestGood(Artifact artifact, int version) {
        return em.createQuery(
                        "SELECT s FROM RefreshRecord s WHERE s.artifactId = :id AND s.version = :version"
                                + " AND s.status = :status AND s.bindingUser IS NULL ORDER BY s.startedAt DESC",
                        RefreshRecord.class)
                .setParameter("id", artifact.id())
                .setParameter("version", version)
                .setParameter("status", RefreshStatus.SUCCEEDED)
                .setMaxResults(1)
                .getResultStream()
                .findFirst();
    }

    /** One refresh of an artifact of this workspace. */
    public RefreshRecord existing(String tenant, String workspaceId, String artifactId, String refreshId) {
        return Optional.ofNullable(refreshId == null ? null : em.find(RefreshRecord.class, refreshId))
                .filter(s -> s.belongsTo(tenant, workspaceId, artifactId))
                .orElseThrow(() -> new ProblemException(
                        ErrorCode.REFRESH_NOT_FOUND, "This artifact has no refresh '" + refreshId + "'."));
    }

    /** The refreshes of an artifact, newest first. */
    public List<RefreshRecord> history(Artifact artifact, Paging paging) {
        return em.createQuery(
                        "SELECT s FROM RefreshRecord s WHERE s.artifactId = :id ORDER BY s.startedAt DESC, s.id",
                        RefreshRecord.class)
                .setParameter("id", artifact.id())
                .setFirstResult(paging.page() * paging.size())
                .setMaxResults(paging.size())
                .getResultList();
    }

    public long count(Artifact artifact) {
        return em.createQuery("SELECT COUNT(s) FROM RefreshRecord s WHERE s.artifactId = :id", Long.class)
                .setParameter("id", artifact.id())
                .getSingleResult();
    }

    /**
     * The profile a version's refreshes are checked against: the one it was published with, or, for a
     * version from before versions kept their profile, its data source's stored profile.
     */
    public DataProfile baseline(String tenant, Artifact artifact, ArtifactVersion version) {
        return version.profile() != null
                ? ArtifactGrounds.parsed(version.profile())
                : grounds.profileOf(sources.existing(tenant, artifact.workspaceId(), artifact.dataSourceId()));
    }

    /**
     * The first {@code n} rows of a SUCCEEDED snapshot as column → value: a program's rows, or the rows of a
     * spec's first table (a spec keeps no other rows).
     */
    public List<Map<String, Object>> firstRows(RefreshRecord snapshot, int n) {
        if (snapshot.contentKind() == RefreshRecord.ContentKind.DATASETS) {
            return Datasets.parse(snapshot.content()).tables().values().stream()
                    .findFirst()
                    .map(rows -> rows.stream().limit(n).toList())
                    .orElse(List.of());
        }
        PageData data = pageData(snapshot);
        return data.rows().stream()
                .limit(n)
                .map(values -> {
                    Map<String, Object> row = new LinkedHashMap<>();
                    for (int i = 0; i < data.columns().size(); i++) {
                        row.put(data.columns().get(i), i < values.length ? values[i] : null);
                    }
                    return row;
                })
                .toList();
    }

    /** What a SUCCEEDED snapshot gives its page: a spec's stored datasets, or a program's stored rows. */
    public static PageContent content(RefreshRecord snapshot) {
        return snapshot.contentKind() == RefreshRecord.ContentKind.DATASETS
                ? new SpecPageData(Datasets.parse(snapshot.content()))
                : pageData(snapshot);
    }

    /** A SUCCEEDED snapshot's rows as a page gets them, typed by the profile of the data they came from. */
    static PageData pageData(RefreshRecord snapshot) {
        SnapshotRows stored = SnapshotRows.parse(snapshot.content());
        RowTyping typing = new RowTyping(ArtifactGrounds.parsed(snapshot.profile()), stored.columns());
        List<Object[]> rows = stored.rows().stream()
                .map(values -> typing.typed(new Row(1, values)))
                .toList();
        return new PageData(stored.columns(), rows, false);
    }
}
