package org.mnemos.artifact.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.net.URI;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.artifact.entity.ArtifactForm;
import org.mnemos.artifact.entity.DashboardSpec;

/**
 * Renders an artifact's content (a version's or a draft's) into its served page with the data source's
 * current content. Deterministic but for the nonce: the same content and data give the same page.
 */
@ApplicationScoped
public class Rendering {

    @Inject
    SourceContent content;

    @Inject
    Artifacts artifacts;

    @Inject
    Drafts drafts;

    /** Published version {@code number} of an artifact of this workspace. */
    public RenderedPage version(String tenant, String workspaceId, String id, int number, URI origin) {
        Artifact artifact = artifacts.existing(tenant, workspaceId, id);
        return render(tenant, artifact, artifacts.version(artifact, number).content(), origin);
    }

    /** The editor's own draft of an artifact of this workspace; anyone else's is not found. */
    public RenderedPage draft(String tenant, String workspaceId, String id, String editor, URI origin) {
        Artifact artifact = artifacts.existing(tenant, workspaceId, id);
        return render(tenant, artifact, drafts.mine(artifact, editor).content(), origin);
    }

    /**
     * @param origin the server's scheme, host and port, from which the page loads the chart library
     */
    RenderedPage render(String tenant, Artifact artifact, String stored, URI origin) {
        PageData data = content.of(tenant, artifact);
        String nonce = PagePolicy.nonce();
        String html = artifact.form() == ArtifactForm.SPEC
                ? DashboardPage.html(spec(stored), stored, data, nonce, origin)
                : ProgramPage.html(stored, data, nonce, origin);
        return new RenderedPage(html, PagePolicy.header(nonce, origin), data.rowCount(), data.truncated());
    }

    private static DashboardSpec spec(String stored) {
        try {
            return SpecJson.read(stored);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A stored spec was checked when it was saved", e);
        }
    }
}
