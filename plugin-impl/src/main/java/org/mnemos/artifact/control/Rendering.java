package org.mnemos.artifact.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.dashboard.control.SpecJson;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.datasource.entity.DataSource;
import org.mnemos.platform.ProblemException;

/**
 * Renders an artifact's content (a version's or a draft's) into its served page: a published version with
 * the latest good snapshot a refresh stored for it, else (and a draft always) with the data source's current
 * content. Deterministic but for the nonce: the same content and data give the same page.
 */
@ApplicationScoped
public class Rendering {

    @Inject
    SourceContent content;

    @Inject
    Artifacts artifacts;

    @Inject
    Drafts drafts;

    @Inject
    RefreshedData refreshed;

    @Inject
    ViewerSources viewerSources;

    @Inject
    ViewerDatasets viewerDatasets;

    /**
     * Published version {@code number} as {@code viewer} sees it: over the source of their own binding when
     * they have one and did not ask for the shared data, else as everyone sees it, with the selection the
     * {@code f.<field>} parameters make in a spec's viewer filters.
     */
    public ViewerPage version(
            String tenant,
            String workspaceId,
            String id,
            int number,
            String viewer,
            boolean shared,
            URI origin,
            Map<String, List<String>> parameters) {
        ShownVersion shown = shown(tenant, workspaceId, id, number, viewer, shared, parameters);
        RenderedPage page = render(shown.artifact(), shown.content(), shown.data(), origin);
        if (shown.ownSourceId() == null) {
            return new ViewerPage(page, null, null);
        }
        return new ViewerPage(
                new RenderedPage(
                        DataNote.noted(page.html(), shown.ownSource()), page.policy(), page.rows(), page.truncated()),
                shown.ownSourceId(),
                shown.ownSource());
    }

    /**
     * What the page of published version {@code number} (0: the latest) shows {@code viewer}: the one
     * computation behind the served page, its exports, its mails and its share links. A spec's figures follow
     * the selection the {@code f.<field>} {@code parameters} make in its viewer filters ({@link ViewerDatasets});
     * a program has no viewer filters, and a member's own bound data is shown unfiltered.
     */
    public ShownVersion shown(
            String tenant,
            String workspaceId,
            String id,
            int number,
            String viewer,
            boolean shared,
            Map<String, List<String>> parameters) {
        Artifact artifact = artifacts.existing(tenant, workspaceId, id);
        int shownNumber = number == 0 ? latest(artifact) : number;
        String stored = artifacts.version(artifact, shownNumber).content();
        Optional<ViewerSources.ViewerSource> own =
                shared || viewer == null ? Optional.empty() : viewerSources.of(tenant, artifact, viewer);
        if (own.isEmpty()) {
            PageContent data;
            if (artifact.form() == ArtifactForm.SPEC) {
                data = viewerDatasets
                        .of(tenant, artifact, shownNumber, parameters)
                        .data();
            } else {
                ViewerDatasets.refuseFilters(parameters);
                data = refreshed.latest(artifact, shownNumber).orElseGet(() -> content.of(tenant, artifact, stored));
            }
            return new ShownVersion(artifact, shownNumber, stored, data, null, null);
        }
        DataSource source = own.get().source();
        PageContent data = content.of(artifact, stored, source, own.get().profile());
        return new ShownVersion(artifact, shownNumber, stored, data, source.id(), source.name());
    }

    private static int latest(Artifact artifact) {
        if (artifact.head() == 0) {
            throw new ProblemException(ErrorCode.NOT_PUBLISHED, "The artifact has no published version yet.");
        }
        return artifact.head();
    }

    /** The version a past refresh read, with the data that refresh stored. */
    public RenderedPage snapshot(String tenant, String workspaceId, String id, String refreshId, URI origin) {
        Artifact artifact = artifacts.existing(tenant, workspaceId, id);
        RefreshedData.PastRefresh past = refreshed.past(tenant, workspaceId, id, refreshId);
        String stored = artifacts.version(artifact, past.version()).content();
        return render(artifact, stored, past.content(), origin);
    }

    /** The editor's own draft of an artifact of this workspace; anyone else's is not found. */
    public RenderedPage draft(String tenant, String workspaceId, String id, String editor, URI origin) {
        Artifact artifact = artifacts.existing(tenant, workspaceId, id);
        String stored = drafts.mine(artifact, editor).content();
        return render(artifact, stored, content.of(tenant, artifact, stored), origin);
    }

    /**
     * @param origin the server's scheme, host and port, from which the page loads the chart library
     */
    RenderedPage render(Artifact artifact, String stored, PageContent data, URI origin) {
        String nonce = PagePolicy.nonce();
        String html = data instanceof SpecPageData datasets
                ? DashboardPage.html(SpecJson.stored(stored), stored, datasets, nonce, origin)
                : ProgramPage.html(stored, (PageData) data, nonce, origin);
        return new RenderedPage(html, PagePolicy.header(nonce, origin), data.rowCount(), data.truncated());
    }
}
