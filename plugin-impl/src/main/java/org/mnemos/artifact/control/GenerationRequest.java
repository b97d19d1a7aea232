package org.mnemos.artifact.control;

import java.util.List;
import java.util.Objects;
import org.mnemos.api.connector.DataProfile;

/**
 * What a generator works from.
 *
 * @param profile     the data source's stored profile (M_data)
 * @param taskSpecs   the workspace's task specifications (M_task), as the user wrote them
 * @param instruction what the user asked for, e.g. "weekly operations dashboard"
 * @param prompt      the composed prompt (system and user text) as the LLM would receive it, or null when
 *                    none was composed; the offline generator only counts its tokens
 */
public record GenerationRequest(DataProfile profile, List<String> taskSpecs, String instruction, String prompt) {

    public GenerationRequest {
        Objects.requireNonNull(profile, "profile");
        taskSpecs = List.copyOf(taskSpecs);
    }
}
