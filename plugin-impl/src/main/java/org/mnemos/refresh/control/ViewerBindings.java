package org.mnemos.refresh.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.Optional;
import org.mnemos.api.connector.DataConnectors;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.artifact.control.ArtifactGrounds;
import org.mnemos.artifact.control.Artifacts;
import org.mnemos.artifact.control.ViewerSources;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.artifact.entity.ArtifactVersion;
import org.mnemos.datasource.control.DataSources;
import org.mnemos.datasource.control.ProfileRedaction;
import org.mnemos.datasource.entity.DataSource;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.platform.Json;
import org.mnemos.platform.ProblemException;
import org.mnemos.refresh.entity.Drift;
import org.mnemos.refresh.entity.ViewerBinding;

/**
 * "My own data" (issue 11): a member binds a data source they registered to a published artifact and sees
 * the dashboard over it. The binding passes the same compatibility check as a refresh, against the profile
 * the shared data was made for; only its owner ever finds it. The shared artifact, its versions and its
 * snapshots are never written here.
 */
@ApplicationScoped
public class ViewerBindings implements ViewerSources {

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    @Inject
    Artifacts artifacts;

    @Inject
    DataSources sources;

    @Inject
    RefreshRecords snapshots;

    @Inject
    DataConnectors connectors;

    @Inject
    ProfileRedaction redaction;

    Clock clock = DatabaseClock.utc();

    /**
     * Binds {@code dataSourceId} for {@code user} after reading it and checking it fits; a source that does not
     * fit throws {@link BindingDrift} and leaves any earlier binding as it was.
     *
     * @throws ProblemException 403 FORBIDDEN for a shared source someone else registered, 404
     *     DATA_SOURCE_NOT_FOUND for another member's own
     */
    @Transactional
    public Bound bind(String tenant, String workspaceId, String artifactId, String user, String dataSourceId) {
        Artifact artifact = artifacts.existing(tenant, workspaceId, artifactId);
        DataSource source = sources.readable(tenant, workspaceId, dataSourceId, user, false);
        if (!source.createdBy().equals(user)) {
            throw ProblemException.forbidden("Data source '" + source.name()
                    + "' was registered by someone else; bind a data source you registered yourself.");
        }
        ViewerBinding binding =
                mine(artifact, user).orElseGet(() -> new ViewerBinding(tenant, workspaceId, artifact.id(), user));
        DataProfile now = checked(tenant, artifact, source);
        binding.bind(source.id(), Json.text(now), now.rowCount(), now.fingerprint(), clock.instant());
        if (!em.contains(binding)) {
            em.persist(binding);
        }
        return new Bound(binding, source);
    }

    /** Reads the bound source again and checks it still fits; drift leaves the last good profile in place. */
    @Transactional
    public Bound reread(String tenant, String workspaceId, String artifactId, String user) {
        Bound current = existing(tenant, workspaceId, artifactId, user);
        return bind(tenant, workspaceId, artifactId, user, current.source().id());
    }

    /** The caller's own binding; 404 BINDING_NOT_FOUND when they have none (whoever else has one). */
    public Bound existing(String tenant, String workspaceId, String artifactId, String user) {
        Artifact artifact = artifacts.existing(tenant, workspaceId, artifactId);
        return mine(artifact, user)
                .map(b -> new Bound(b, sources.existing(tenant, workspaceId, b.dataSourceId())))
                .orElseThrow(() -> new ProblemException(
                        ErrorCode.BINDING_NOT_FOUND, "You have not bound data of your own to this artifact."));
    }

    @Transactional
    public void unbind(String tenant, String workspaceId, String artifactId, String user) {
        em.remove(existing(tenant, workspaceId, artifactId, user).binding());
    }

    @Override
    public Optional<ViewerSource> of(String tenant, Artifact artifact, String user) {
        return mine(artifact, user)
                .map(b -> new ViewerSource(
                        sources.existing(tenant, artifact.workspaceId(), b.dataSourceId()),
                        ArtifactGrounds.parsed(b.profile())));
    }

    /** {@code artifact} was found in the caller's tenant and workspace, so its id alone picks the binding. */
    private Optional<ViewerBinding> mine(Artifact artifact, String user) {
        return em.createQuery(
                        "SELECT b FROM ViewerBinding b WHERE b.artifactId = :artifact AND b.userId = :user",
                        ViewerBinding.class)
                .setParameter("artifact", artifact.id())
                .setParameter("user", user)
                .getResultStream()
                .findFirst();
    }

    /**
     * The source's profile as it is now, if the head version can be drawn over it: checked against the
     * profile the head was made for, as a refresh of the shared data is.
     */
    private DataProfile checked(String tenant, Artifact artifact, DataSource source) {
        if (artifact.head() == 0) {
            throw new ProblemException(
                    ErrorCode.NOT_PUBLISHED,
                    "Artifact '" + artifact.name() + "' has no published version yet; there is nothing to bind to.");
        }
        ArtifactVersion head = artifacts.version(artifact, artifact.head());
        DataProfile baseline = snapshots.baseline(tenant, artifact, head);
        DataProfile now = redaction.redact(connectors.profile(source.type(), sources.forConnector(source)));
        Drift drift = Compatibility.of(UsedColumns.of(artifact.form(), head.content(), baseline), baseline, now);
        if (!drift.compatible()) {
            throw new BindingDrift(source.name(), drift);
        }
        return now;
    }

    /** A binding and the source it reads. */
    public record Bound(ViewerBinding binding, DataSource source) {}
}
