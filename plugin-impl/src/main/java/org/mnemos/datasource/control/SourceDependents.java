package org.mnemos.datasource.control;

import java.util.List;

/**
 * What still shows a data source, so that deleting it is refused instead of breaking them: the seam through
 * which artifacts, which sit above data sources, are named without this capability depending on them.
 */
public interface SourceDependents {

    /** The artifacts of the workspace that show {@code dataSourceId}, by name. */
    List<Dependent> of(String tenant, String workspaceId, String dataSourceId);

    /** One artifact over the source. */
    record Dependent(String id, String name) {}
}
