package org.mnemos.question.control;

import java.util.List;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.Datasets;

/**
 * Everything a question about a dashboard may be answered from: no raw row is among it.
 *
 * @param spec     the published spec, or null for a program
 * @param program  what a program's page says of itself (title and headings), or null for a spec
 * @param profile  the profile of the data the page shows
 * @param datasets the spec's KPI, chart and table datasets over that data, or null for a program
 * @param memories the workspace's selective memory: the active durable entries a composed prompt is made of
 * @param ownData  the name of the caller's own bound source the data came from, or null for the shared data
 */
public record DashboardFacts(
        String name,
        DashboardSpec spec,
        String program,
        DataProfile profile,
        Datasets datasets,
        List<Memory> memories,
        String ownData) {

    /** A memory entry as an answer may cite it. */
    public record Memory(String id, String content) {}
}
