package org.mnemos.artifact.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.platform.ProblemException;

@Schema(description = "What the generator should change in the caller's draft (or in the head version)")
public record Refinement(
        @Schema(required = true, maxLength = 4000, example = "show the charts as bars, top 10, one decimal")
        String instruction) {

    static final int MAX_LENGTH = 4000;

    /** The instruction of a request, which must have one of at most 4000 characters. */
    static String instructionOf(Refinement body) {
        if (body == null || body.instruction() == null || body.instruction().isBlank()) {
            throw ProblemException.invalidInput("/instruction", "say what the generator should change");
        }
        if (body.instruction().length() > MAX_LENGTH) {
            throw ProblemException.invalidInput(
                    "/instruction", "an instruction has at most " + MAX_LENGTH + " characters");
        }
        return body.instruction().strip();
    }
}
