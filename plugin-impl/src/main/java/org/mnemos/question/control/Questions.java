package org.mnemos.question.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Optional;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.artifact.control.ArtifactGrounds;
import org.mnemos.artifact.control.Artifacts;
import org.mnemos.artifact.control.SourceContent;
import org.mnemos.artifact.control.SpecPageData;
import org.mnemos.artifact.control.ViewerSources;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.dashboard.control.SpecJson;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.Datasets;
import org.mnemos.datasource.control.DataSources;
import org.mnemos.datasource.entity.DataSource;
import org.mnemos.memory.control.Memories;
import org.mnemos.memory.control.PromptComposer;
import org.mnemos.memory.entity.Category;
import org.mnemos.platform.ProblemException;
import org.mnemos.question.entity.Answer;
import org.mnemos.refresh.control.RefreshRecords;
import org.mnemos.refresh.entity.RefreshRecord;

/**
 * Answers a question about a published dashboard, for anyone who may view it, and changes nothing: no memory
 * is recalled (which would count a use), no version, snapshot or binding is written. The answer sees the
 * dashboard over the data the caller's page shows as datasets and a profile, never as rows: their own binding's
 * source, else the latest good snapshot of the head version, else the shared source as it is now.
 */
@ApplicationScoped
public class Questions {

    /** The selective memory a composed prompt is made of, and so what an answer may cite. */
    static final List<Category> SELECTIVE =
            List.of(Category.TASK_SPEC, Category.DATA_SCHEMA, Category.TOOL_CONFIG, Category.OUTPUT_CONSTRAINT);

    @Inject
    Artifacts artifacts;

    @Inject
    DataSources sources;

    @Inject
    ArtifactGrounds grounds;

    @Inject
    SourceContent pages;

    @Inject
    ViewerSources viewerSources;

    @Inject
    RefreshRecords snapshots;

    @Inject
    Memories memories;

    @Inject
    PromptComposer composer;

    @Inject
    Answerer answerer;

    public Answer ask(String tenant, String workspaceId, String user, String artifactId, String question) {
        Artifact artifact = artifacts.existing(tenant, workspaceId, artifactId);
        if (artifact.head() == 0) {
            throw new ProblemException(
                    ErrorCode.NOT_PUBLISHED,
                    "Artifact '" + artifact.name() + "' has no published version yet; there is nothing to ask about.");
        }
        String content = artifacts.version(artifact, artifact.head()).content();
        DashboardSpec spec = artifact.form() == ArtifactForm.SPEC ? SpecJson.stored(content) : null;
        Optional<ViewerSources.ViewerSource> own = viewerSources.of(tenant, artifact, user);
        PageFacts data = own.map(o -> live(artifact, content, o.source(), o.profile()))
                .or(() -> snapshots.latestGood(artifact, artifact.head()).map(Questions::stored))
                .orElseGet(() -> {
                    DataSource shared = sources.existing(tenant, workspaceId, artifact.dataSourceId());
                    return live(artifact, content, shared, grounds.profileOf(shared));
                });
        DashboardFacts facts = new DashboardFacts(
                artifact.name(),
                spec,
                spec == null ? ProgramSummary.of(content) : null,
                data.profile(),
                data.datasets(),
                memories.activeDurable(workspaceId, SELECTIVE).stream()
                        .map(m -> new DashboardFacts.Memory(m.id(), m.content()))
                        .toList(),
                own.map(o -> o.source().name()).orElse(null));
        return answerer.answer(
                facts, Matching.of(question, facts), QuestionPrompt.of(composer.compose(workspaceId, question), facts));
    }

    /** The profile of the data a page shows and, for a spec, the datasets the page gets of it. */
    private record PageFacts(DataProfile profile, Datasets datasets) {}

    /** A spec's datasets over the source as it is now; a program's page data is its rows, which no answer sees. */
    private PageFacts live(Artifact artifact, String content, DataSource source, DataProfile profile) {
        return new PageFacts(
                profile,
                artifact.form() == ArtifactForm.SPEC
                        ? ((SpecPageData) pages.of(artifact, content, source, profile)).datasets()
                        : null);
    }

    /** What the shared page shows after a refresh: the snapshot's profile and, for a spec, its datasets. */
    private static PageFacts stored(RefreshRecord snapshot) {
        return new PageFacts(
                ArtifactGrounds.parsed(snapshot.profile()),
                snapshot.contentKind() == RefreshRecord.ContentKind.DATASETS
                        ? ((SpecPageData) RefreshRecords.content(snapshot)).datasets()
                        : null);
    }
}
