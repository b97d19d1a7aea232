package org.mnemos.artifact.control;

/**
 * A version's page as one member sees it.
 *
 * @param ownSource the data source of the member's own binding the page shows, or null for the shared data
 */
public record ViewerPage(RenderedPage page, String ownSourceId, String ownSource) {

    /** The {@code Mnemos-Data} header: {@code shared}, or {@code own; source=<id>}. */
    public String dataHeader() {
        return ownSourceId == null ? "shared" : "own; source=" + ownSourceId;
    }
}
