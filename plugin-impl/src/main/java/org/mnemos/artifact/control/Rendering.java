package org.mnemos.artifact.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.dashboard.control.SpecJson;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.datasource.entity.DataSource;

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

    /** Published version {@code number} of an artifact of this workspace. */
    public RenderedPage version(String tenant, String workspaceId, String id, int number, URI origin) {
        Artifact artifact = artifacts.existing(tenant, workspaceId, id);
        String stored = artifacts.version(artifact, number).content();
        PageContent data = refreshed.latest(artifact, number).orElseGet(() -> content.of(tenant, artifact, stored));
        return render(artifact, stored, data, origin);
    }

    /**
     * Published version {@code number} as {@code viewer} sees it: over the source of their own binding when
     * they have one and did not ask for the shared data, else as everyone sees it; a spec's with the selection
     * the {@code f.<field>} parameters make in its viewer filters ({@link ViewerDatasets}).
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
        Artifact artifact = artifacts.existing(tenant, workspaceId, id);
        Optional<ViewerSources.ViewerSource> own =
                shared ? Optional.empty() : viewerSources.of(tenant, artifact, viewer);
        if (own.isEmpty()) {
            if (artifact.form() != ArtifactForm.SPEC) {
                return new ViewerPage(version(tenant, workspaceId, id, number, origin), null, null);
            }
            String stored = artifacts.version(artifact, number).content();
            PageContent data =
                    viewerDatasets.of(tenant, artifact, number, parameters).data();
            return new ViewerPage(render(artifact, stored, data, origin), null, null);
        }
        String stored = artifacts.version(artifact, number).content();
        DataSource source = own.get().source();
        RenderedPage page = render(
                artifact, stored, content.of(artifact, stored, source, own.get().profile()), origin);
        return new ViewerPage(
                new RenderedPage(
                        DataNote.noted(page.html(), source.name()), page.policy(), page.rows(), page.truncated()),
                source.id(),
                source.name());
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
