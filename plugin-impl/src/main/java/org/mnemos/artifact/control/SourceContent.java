package org.mnemos.artifact.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.api.connector.DataConnectors;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.Preview;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.dashboard.control.RowTyping;
import org.mnemos.dashboard.control.SpecDatasets;
import org.mnemos.dashboard.control.SpecJson;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.ViewerSelection;
import org.mnemos.datasource.control.DataSources;
import org.mnemos.datasource.entity.DataSource;

/**
 * The data a rendered page gets: the artifact's data source as it is now, read through the connectors
 * (their failures keep their problem codes) and typed by the stored profile. A spec's page gets its
 * datasets, computed from every row in one streaming pass; a program's page at most
 * {@code mnemos.artifacts.render.max-rows} rows. The one seam through which rendering reads data.
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

    /**
     * The data of a page of {@code artifact} showing {@code content} (a version's or a draft's): a spec's
     * {@link SpecPageData}, a program's {@link PageData}.
     */
    public PageContent of(String tenant, Artifact artifact, String content) {
        DataSource source = sources.existing(tenant, artifact.workspaceId(), artifact.dataSourceId());
        return of(artifact, content, source, profileOf(source));
    }

    /** The same over {@code source} typed by {@code profile}: a member's own data (their binding's source). */
    public PageContent of(Artifact artifact, String content, DataSource source, DataProfile profile) {
        return artifact.form() == ArtifactForm.SPEC
                ? datasets(source, SpecJson.stored(content), profile)
                : rows(source, profile);
    }

    /** A spec's datasets over the source as it is now, computed from every row in one streaming pass. */
    SpecPageData datasets(DataSource source, DashboardSpec spec, DataProfile profile) {
        return datasets(source, spec, profile, ViewerSelection.NONE);
    }

    /** The same over the rows a viewer's selection keeps. */
    SpecPageData datasets(DataSource source, DashboardSpec spec, DataProfile profile, ViewerSelection selection) {
        SpecDatasets datasets = SpecDatasets.of(spec, profile, selection);
        connectors.read(source.type(), sources.forConnector(source), datasets);
        return new SpecPageData(datasets.result());
    }

    /** A program's rows: the source as it is now, at most the configured number of rows. */
    PageData rows(DataSource source, DataProfile profile) {
        // One row more than the cap tells whether the source has more.
        Preview read = connectors.rows(source.type(), sources.forConnector(source), maxRows + 1);
        RowTyping typing = new RowTyping(profile, read.columns());
        boolean truncated = read.rows().size() > maxRows;
        return new PageData(
                read.columns(),
                read.rows().stream().limit(maxRows).map(typing::typed).toList(),
                truncated);
    }

    // Only the stored profile types the values: the task specifications play no part in a render.
    private DataProfile profileOf(DataSource source) {
        return grounds.profileOf(source);
    }
}
