package org.mnemos.artifact.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.ValueCount;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.artifact.entity.ArtifactVersion;
import org.mnemos.dashboard.control.SpecDatasets;
import org.mnemos.dashboard.control.SpecJson;
import org.mnemos.dashboard.control.SpecRows;
import org.mnemos.dashboard.control.ViewerSelections;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.ViewerFilter;
import org.mnemos.dashboard.entity.ViewerSelection;
import org.mnemos.datasource.control.DataSources;
import org.mnemos.platform.ProblemException;

/**
 * A published version's figures as a viewer's filters select them, with no model call and no new version: the
 * one computation the page, its exports and its subscriptions share. The datasets the latest refresh stored when
 * the selection is the spec's defaults (what that refresh computed); else {@link SpecDatasets} over the rows that
 * refresh kept ({@link SpecRows}); else, before any refresh kept rows, over the source read once more.
 */
@ApplicationScoped
public class ViewerDatasets {

    @Inject
    Artifacts artifacts;

    @Inject
    RefreshedData refreshed;

    @Inject
    SourceContent content;

    @Inject
    DataSources sources;

    @Inject
    ArtifactGrounds grounds;

    /** Where figures came from: the refresh's stored datasets, its kept rows, or the source read again. */
    public enum Origin {
        STORED,
        KEPT_ROWS,
        SOURCE
    }

    /** A version's figures for one selection. */
    public record Filtered(ViewerSelection selection, SpecPageData data, Origin origin) {}

    /**
     * A viewer filter with what a control offers: the column's values when its catalog is complete (else none:
     * the viewer types them), the first and last day of a date column.
     */
    public record Choices(ViewerFilter filter, List<String> values, String first, String last) {}

    /** The viewer filters of published version {@code number} with their choices; none for a program. */
    public List<Choices> choices(String tenant, Artifact artifact, int number) {
        ArtifactVersion version = artifacts.version(artifact, number);
        if (artifact.form() != ArtifactForm.SPEC) {
            return List.of();
        }
        DataProfile profile = profile(tenant, artifact, version);
        return SpecJson.stored(version.content()).viewerFilters().stream()
                .map(filter -> profile.columns().stream()
                        .filter(column -> column.name().equals(filter.field()))
                        .findFirst()
                        .map(column -> new Choices(
                                filter,
                                column.valuesComplete()
                                        ? column.values().stream()
                                                .map(ValueCount::value)
                                                .sorted()
                                                .toList()
                                        : List.of(),
                                day(column.min()),
                                day(column.max())))
                        .orElseGet(() -> new Choices(filter, List.of(), null, null)))
                .toList();
    }

    private static String day(String value) {
        return value != null && value.length() >= 10 ? value.substring(0, 10) : null;
    }

    /**
     * The figures of published version {@code number} of a spec for the selection {@code parameters} make
     * ({@code f.<field>} query parameters; the others are ignored).
     *
     * @throws ProblemException FILTER_INVALID for a parameter the spec's viewer filters do not allow
     */
    public Filtered of(String tenant, Artifact artifact, int number, Map<String, List<String>> parameters) {
        ArtifactVersion version = artifacts.version(artifact, number);
        if (artifact.form() != ArtifactForm.SPEC) {
            refuseFilters(parameters);
            throw new ProblemException(ErrorCode.INVALID_INPUT, "Only spec dashboards have datasets.");
        }
        DashboardSpec spec = SpecJson.stored(version.content());
        DataProfile profile = profile(tenant, artifact, version);
        ViewerSelection selection = ViewerSelections.of(spec, profile, parameters);
        if (selection.equals(ViewerSelections.defaults(spec))) {
            Optional<PageContent> stored = refreshed.latest(artifact, number);
            if (stored.isPresent()) {
                return new Filtered(selection, (SpecPageData) stored.get(), Origin.STORED);
            }
        }
        Optional<SpecRows> rows = refreshed.keptRows(artifact, number);
        if (rows.isPresent()) {
            SpecPageData data =
                    new SpecPageData(SpecDatasets.of(spec, profile, selection).over(rows.get()));
            return new Filtered(selection, data, Origin.KEPT_ROWS);
        }
        return new Filtered(
                selection,
                content.datasets(
                        sources.existing(tenant, artifact.workspaceId(), artifact.dataSourceId()),
                        spec,
                        profile,
                        selection),
                Origin.SOURCE);
    }

    /** A program's page has no viewer filters: a selection is refused rather than silently left unapplied. */
    static void refuseFilters(Map<String, List<String>> parameters) {
        if (parameters.keySet().stream().anyMatch(name -> name.startsWith(ViewerSelection.PARAMETER))) {
            throw new ProblemException(
                    ErrorCode.FILTER_INVALID, "Only spec dashboards have viewer filters; this one is a program.");
        }
    }

    /** The profile the version's refreshes type values by: its own, else its source's. */
    private DataProfile profile(String tenant, Artifact artifact, ArtifactVersion version) {
        return version.profile() != null
                ? ArtifactGrounds.parsed(version.profile())
                : grounds.profileOf(sources.existing(tenant, artifact.workspaceId(), artifact.dataSourceId()));
    }
}
