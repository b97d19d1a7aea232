package org.mnemos.generation.control;

/**
 * The check generated content must pass before it is stored: the artifact capability's content check, reached
 * through this seam so that generation does not depend on artifacts. The language-model generator asks it
 * whether an answer needs its one repair.
 */
public interface ContentRules {

    /** The content as it would be stored, or a {@code ProblemException} (422) naming each fault. */
    String accepted(GenerationRequest request, String content);
}
