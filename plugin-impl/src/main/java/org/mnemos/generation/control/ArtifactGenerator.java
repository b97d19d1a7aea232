package org.mnemos.generation.control;

import org.mnemos.dashboard.entity.ArtifactForm;

/**
 * Makes an artifact from a data source's profile and the workspace's selective memory. The offline
 * generator is the default; an LLM generator is configured beside it. Implementations never see raw rows.
 */
public interface ArtifactGenerator {

    Generation generate(GenerationRequest request);

    /** Whether this generator can make this form at all. */
    boolean makes(ArtifactForm form);
}
