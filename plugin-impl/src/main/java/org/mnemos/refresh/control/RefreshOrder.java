package org.mnemos.refresh.control;

import org.mnemos.refresh.entity.RefreshTrigger;

/**
 * What to refresh, on whose behalf.
 *
 * @param dataSourceId a data source of the workspace to read instead of the artifact's own, or null
 * @param publish whether the refreshed data becomes a new published version (source REFRESH)
 * @param scheduleId the schedule that fired, null unless {@code trigger} is SCHEDULE
 */
public record RefreshOrder(
        String tenant,
        String workspaceId,
        String user,
        String artifactId,
        String dataSourceId,
        boolean publish,
        RefreshTrigger trigger,
        String scheduleId) {}
