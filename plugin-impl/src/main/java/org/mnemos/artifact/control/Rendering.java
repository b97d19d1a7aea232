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

    /**
     * @param origin the server's scheme, host and port, from which the page loads the chart library
     */
    public RenderedPage render(String tenant, Artifact artifact, String stored, URI origin) {
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
