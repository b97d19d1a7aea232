package org.mnemos.artifact.control;

import java.util.Optional;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.dashboard.control.SpecRows;

/**
 * The data refreshes stored for published versions: the seam through which rendering reads the refresh
 * capability's records without depending on it, as {@link ViewerSources} does for members' own bindings.
 */
public interface RefreshedData {

    /** What the latest successful refresh of version {@code number} of the shared artifact stored for its page. */
    Optional<PageContent> latest(Artifact artifact, int number);

    /** The rows the latest successful refresh of version {@code number} kept for viewer filters, if it kept any. */
    Optional<SpecRows> keptRows(Artifact artifact, int number);

    /**
     * One past refresh of an artifact of this workspace: the version it read and the data it stored;
     * REFRESH_NOT_FOUND when there is no such refresh or it kept no data.
     */
    PastRefresh past(String tenant, String workspaceId, String artifactId, String refreshId);

    /** The version a refresh read and the data it stored for that version's page. */
    record PastRefresh(int version, PageContent content) {}
}
