package org.mnemos.artifact.control;

import java.time.Duration;
import org.mnemos.artifact.entity.ArtifactForm;
import org.mnemos.artifact.entity.DashboardSpec;

/**
 * The default generator: a DashboardSpec designed from the profile and the task specifications by fixed
 * rules, without a network or a model. The same profile, specifications and instruction give the same
 * bytes, so regenerating never produces a spurious new version.
 */
public class OfflineSpecGenerator implements ArtifactGenerator {

    public static final String NAME = "offline";

    @Override
    public Generation generate(GenerationRequest request) {
        long start = System.nanoTime();
        TaskRules rules = new TaskSpecParser(request.profile()).parse(request.taskSpecs());
        DashboardSpec spec = new SpecDesign(request.profile(), rules).design(request.instruction());
        String content = SpecJson.write(spec);
        return new Generation(
                content,
                ArtifactForm.SPEC,
                NAME,
                null,
                PromptTokens.count(request.prompt()),
                0,
                Duration.ofNanos(System.nanoTime() - start));
    }
}
