package org.mnemos.generation.control;

import java.util.List;
import java.util.Objects;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.memory.control.ComposedPrompt;
import org.mnemos.programcheck.control.InjectionContract;

/**
 * What a generator works from.
 *
 * @param profile     the data source's stored profile (M_data)
 * @param taskSpecs   the workspace's task specifications (M_task), as the user wrote them
 * @param instruction what the user asked for, e.g. "weekly operations dashboard"
 * @param prompt      the composed prompt as the LLM receives it, or null when none was composed; the offline
 *                    generator only counts its tokens
 * @param form        what to make: a spec or a program
 * @param current     the content being refined, or null when generating afresh
 * @param maxBytes    the largest content accepted, in UTF-8 bytes
 */
public record GenerationRequest(
        DataProfile profile,
        List<String> taskSpecs,
        String instruction,
        ComposedPrompt prompt,
        ArtifactForm form,
        String current,
        int maxBytes) {

    public GenerationRequest {
        Objects.requireNonNull(profile, "profile");
        Objects.requireNonNull(form, "form");
        taskSpecs = List.copyOf(taskSpecs);
    }

    /** A new spec of at most the default size. */
    public GenerationRequest(DataProfile profile, List<String> taskSpecs, String instruction, ComposedPrompt prompt) {
        this(profile, taskSpecs, instruction, prompt, ArtifactForm.SPEC, null, InjectionContract.DEFAULT_MAX_BYTES);
    }

    boolean refining() {
        return current != null;
    }
}
