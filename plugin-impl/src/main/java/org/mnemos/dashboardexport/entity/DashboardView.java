package org.mnemos.dashboardexport.entity;

import java.util.List;
import java.util.Map;
import org.mnemos.dashboard.entity.ViewerSelection;

/**
 * One dashboard as one member sees it, the thing an export draws.
 *
 * @param version    the published version; 0 for the latest
 * @param viewer     whose view: their own bound data when they have a binding; null for the shared data
 * @param sharedData the shared data even when the viewer has data of their own
 * @param filters    the values picked in the viewer filters, field to values (empty: none picked)
 */
public record DashboardView(
        String tenant,
        String workspaceId,
        String artifactId,
        int version,
        String viewer,
        boolean sharedData,
        Map<String, List<String>> filters) {

    public DashboardView {
        filters = filters == null ? Map.of() : Map.copyOf(filters);
    }

    /** The filter values as the page's query carries them ({@code f.<field>}), what the one computation reads. */
    public Map<String, List<String>> parameters() {
        return ViewerSelection.parameters(filters);
    }

    /** The latest published version over the shared data, unfiltered: what a subscription mails by default. */
    public static DashboardView latest(String tenant, String workspaceId, String artifactId) {
        return new DashboardView(tenant, workspaceId, artifactId, 0, null, true, Map.of());
    }
}
