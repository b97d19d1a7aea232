package org.mnemos.generation.control;

import java.time.Duration;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.generation.entity.GenerationRecord;

/**
 * A generated artifact and the record kept with its version.
 *
 * @param content          the spec JSON or the HTML program
 * @param generator        which generator made it: {@code offline} or {@code llm}
 * @param model            the language model, or null when none was used
 * @param promptTokens     tokens of the composed prompt (o200k_base for the offline count)
 * @param completionTokens tokens the model produced; 0 offline
 * @param latency          wall-clock time of the generation
 */
public record Generation(
        String content,
        ArtifactForm form,
        String generator,
        String model,
        int promptTokens,
        int completionTokens,
        Duration latency) {

    /** What is kept with the draft and its versions. */
    public GenerationRecord record() {
        return new GenerationRecord(generator, model, promptTokens, completionTokens, latency.toMillis());
    }
}
