package org.mnemos.question.boundary;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The body of POST …/questions. */
@Schema(requiredProperties = "question")
public record QuestionRequest(
        @Schema(example = "What were the total sales in the West?")
        @NotBlank(message = "ask a question")
        @Size(max = 2000, message = "a question has at most 2000 characters")
        String question) {}
