package org.mnemos.question.entity;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The answer to a question about a dashboard.
 *
 * @param generator {@code offline} (no language model configured: the matching values, deterministically)
 *     or {@code llm}
 * @param model     the model's name, for {@code llm} only
 * @param usage     the tokens the model reported, for {@code llm} only
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@Schema(description = "An answer about a published dashboard and what it used")
public record Answer(
        String answer,
        @Schema(enumeration = {"offline", "llm"}) String generator,
        String model,
        List<Citation> citations,
        Usage usage) {

    public static final String OFFLINE = "offline";
    public static final String LLM = "llm";

    public Answer {
        citations = List.copyOf(citations);
    }

    /** The prompt and completion tokens of the model's call. */
    public record Usage(int promptTokens, int completionTokens) {}
}
