package org.mnemos.artifact.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.platform.ProblemException;

@Schema(description = "The new content of the caller's draft; saving it is one undoable edit")
public record DraftEdit(
        @Schema(
                required = true,
                description = "The spec JSON as text, or the HTML program",
                example = "{\n  \"version\": 1,\n  \"title\": \"Weekly operations\",\n  …\n}\n")
        String content) {

    /** The content of a request, which must have a body with content. */
    static String contentOf(DraftEdit body) {
        if (body == null || body.content() == null || body.content().isBlank()) {
            throw ProblemException.invalidInput("/content", "the draft needs content");
        }
        return body.content();
    }
}
