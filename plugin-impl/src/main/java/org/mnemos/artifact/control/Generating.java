package org.mnemos.artifact.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.generation.control.ArtifactGenerator;
import org.mnemos.generation.control.Generation;
import org.mnemos.generation.control.GenerationRequest;
import org.mnemos.platform.ProblemException;
import org.mnemos.programcheck.control.InjectionContract;

/** Runs the configured generator on an artifact's grounds and its composed prompt; used by creation and refinement. */
@ApplicationScoped
public class Generating {

    @Inject
    ArtifactGrounds grounds;

    @Inject
    ArtifactGenerator generator;

    /** 422 on {@code pointer} when the configured generator cannot make {@code form} (offline: programs). */
    public void require(ArtifactForm form, String pointer) {
        if (!generator.makes(form)) {
            throw ProblemException.invalidInput(
                    pointer,
                    "the offline generator makes SPEC artifacts only; a " + form
                            + " needs a language model (mnemos.artifacts.llm.provider)");
        }
    }

    /**
     * What the generator makes of {@code current} (null: afresh) and the instruction; an LLM's answer has
     * passed the content check, the offline generator's is checked when the draft is saved.
     */
    Generation generate(
            String workspaceId,
            ArtifactGrounds.Grounds made,
            ArtifactForm form,
            String current,
            String instruction,
            int maxBytes) {
        require(form, "/form");
        InjectionContract contract = ContentCheck.SERVED.withMaxBytes(maxBytes);
        return generator.generate(new GenerationRequest(
                made.profile(),
                made.taskSpecs(),
                instruction,
                grounds.prompt(workspaceId, made, form, current, instruction, contract),
                form,
                current,
                maxBytes));
    }
}
