package org.mnemos.artifact.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.api.connector.DataConnectors;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.Preview;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.datasource.control.DataSources;
import org.mnemos.datasource.entity.DataSource;

/**
 * The data a rendered page gets: the artifact's data source as it is now, read through the connectors
 * (their failures keep their problem codes) and typed by the stored profile, at most
 * {@code mnemos.artifacts.render.max-rows} rows. Until data refreshes keep snapshots, this is the only
 * content there is.
 */
@ApplicationScoped
public class SourceContent {

    @Inject
    DataSources sources;

    @Inject
    DataConnectors connectors;

    @Inject
    ArtifactGrounds grounds;

    @Inject
    @ConfigProperty(name = "mnemos.artifacts.render.max-rows", defaultValue = "100000")
    int maxRows;

    public PageData of(String tenant, Artifact artifact) {
        DataSource source = sources.existing(tenant, artifact.workspaceId(), artifact.dataSourceId());
        // Only the profile: the task specifications play no part in a render.
        DataProfile profile = grounds.profileOf(source);
        // One row more than the cap tells whether the source has more.
        Preview read = connectors.rows(source.type(), sources.forConnector(source), maxRows + 1);
        RowTyping typing = new RowTyping(profile, read.columns());
        boolean truncated = read.rows().size() > maxRows;
        return new PageData(
                read.columns(),
                read.rows().stream().limit(maxRows).map(typing::typed).toList(),
                truncated);
    }
}
