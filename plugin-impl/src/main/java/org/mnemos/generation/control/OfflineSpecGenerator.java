package org.mnemos.generation.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.time.Duration;
import java.util.Optional;
import org.mnemos.dashboard.control.SpecJson;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.datasource.control.PromptTokens;
import org.mnemos.retrieval.control.EmbeddingModel;

/**
 * The default generator: a DashboardSpec designed from the profile and the task specifications by fixed
 * rules, without a network or a language model: each clause of the instruction as the chart, KPI or table
 * it asks for ({@link IntentDesign}), the defaults of {@link SpecDesign} around them. The same profile, specifications and instruction give the same
 * bytes, so regenerating never produces a spurious new version. A refinement edits the current spec
 * ({@link DraftEdit}) and never rebuilds it.
 */
public class OfflineSpecGenerator implements ArtifactGenerator {

    public static final String NAME = "offline";

    private final RequestParser parser;

    /** A generator that matches the request's words to columns by their words only. */
    public OfflineSpecGenerator() {
        this(null);
    }

    /** {@code model} (may be {@code null}) also matches phrases to columns by meaning. */
    public OfflineSpecGenerator(EmbeddingModel model) {
        this.parser = new RequestParser(model);
    }

    @Override
    public boolean makes(ArtifactForm form) {
        return form == ArtifactForm.SPEC;
    }

    @Override
    public Generation generate(GenerationRequest request) {
        long start = System.nanoTime();
        DashboardSpec spec = refined(request).orElseGet(() -> designed(request));
        return new Generation(
                SpecJson.write(spec),
                ArtifactForm.SPEC,
                NAME,
                null,
                request.prompt() == null
                        ? 0
                        : PromptTokens.count(request.prompt().text()),
                0,
                Duration.ofNanos(System.nanoTime() - start));
    }

    private DashboardSpec designed(GenerationRequest request) {
        TaskRules rules = new TaskSpecParser(request.profile()).parse(request.taskSpecs());
        ClauseItems asked =
                request.instruction() == null || request.instruction().isBlank()
                        ? ClauseItems.none()
                        : new IntentDesign(request.profile(), rules)
                                .design(parser.parse(request.instruction(), request.profile()));
        return new SpecDesign(request.profile(), rules).design(request.instruction(), asked);
    }

    private Optional<DashboardSpec> refined(GenerationRequest request) {
        if (!request.refining()) {
            return Optional.empty();
        }
        try {
            return Optional.of(new DraftEdit(parser).apply(SpecJson.read(request.current()), request));
        } catch (JsonProcessingException e) {
            // A current content that is no spec (a program) cannot be edited as one: design afresh.
            return Optional.empty();
        }
    }
}
