package org.mnemos.question.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The body of POST …/questions. */
@Schema(requiredProperties = "question")
public record QuestionRequest(
        @Schema(example = "What were the total sales in the West?")
        String question) {}
