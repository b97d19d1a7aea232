package org.mnemos.generation.control;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.request.ResponseFormat;
import dev.langchain4j.model.chat.request.ResponseFormatType;
import dev.langchain4j.model.chat.request.json.JsonRawSchema;
import dev.langchain4j.model.chat.request.json.JsonSchema;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.output.TokenUsage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.logging.Logger;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.dashboard.control.SpecCheck;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.platform.Problem;
import org.mnemos.platform.ProblemException;

/**
 * Generates with a language model through LangChain4j: a spec as structured output (the published
 * DashboardSpec schema as the response format), a program as plain text. Every answer goes through the
 * {@link ContentRules}; a refused one gets <em>one</em> repair attempt that sends the faults back, and a
 * second refusal is the check's own 422. A model that cannot be reached is 503 GENERATOR_UNAVAILABLE.
 * Warnings name the failure, never the prompt or the key.
 */
final class LlmArtifactGenerator implements ArtifactGenerator {

    static final String NAME = "llm";
    private static final Logger LOG = Logger.getLogger(LlmArtifactGenerator.class.getName());
    private static final ResponseFormat SPEC_FORMAT = ResponseFormat.builder()
            .type(ResponseFormatType.JSON)
            .jsonSchema(JsonSchema.builder()
                    .name("DashboardSpec")
                    .rootElement(JsonRawSchema.from(modelSchema()))
                    .build())
            .build();

    private final ChatModel model;
    private final String modelName;
    private final ContentRules rules;

    LlmArtifactGenerator(ChatModel model, String modelName, ContentRules rules) {
        this.model = Objects.requireNonNull(model);
        this.modelName = Objects.requireNonNull(modelName);
        this.rules = Objects.requireNonNull(rules);
    }

    @Override
    public boolean makes(ArtifactForm form) {
        return true;
    }

    @Override
    public Generation generate(GenerationRequest request) {
        Objects.requireNonNull(request.prompt(), "an LLM generation needs the composed prompt");
        long start = System.nanoTime();
        List<ChatMessage> messages = new ArrayList<>(List.of(
                SystemMessage.from(request.prompt().system()),
                UserMessage.from(request.prompt().user())));
        Usage usage = new Usage();
        String answer = ask(messages, request.form(), usage);
        String content = AnswerText.content(answer, request.form());
        Problem refusal = refusal(content, request);
        if (refusal != null) {
            LOG.info(() -> "The model's artifact was refused (" + refusal.code() + ", "
                    + refusal.errors().size() + " fault(s)); asking once for a repair");
            messages.add(AiMessage.from(answer));
            messages.add(UserMessage.from(RepairRequest.of(refusal)));
            content = AnswerText.content(ask(messages, request.form(), usage), request.form());
            Problem second = refusal(content, request);
            if (second != null) {
                throw new ProblemException(second);
            }
        }
        return new Generation(
                content,
                request.form(),
                NAME,
                modelName,
                usage.prompt,
                usage.completion,
                Duration.ofNanos(System.nanoTime() - start));
    }

    private String ask(List<ChatMessage> messages, ArtifactForm form, Usage usage) {
        ChatRequest.Builder chat = ChatRequest.builder().messages(messages);
        if (form == ArtifactForm.SPEC) {
            chat.responseFormat(SPEC_FORMAT);
        }
        ChatResponse response;
        try {
            response = model.chat(chat.build());
        } catch (RuntimeException e) {
            LOG.warning(() -> "The language model for artifacts did not answer ("
                    + e.getClass().getSimpleName() + ")");
            throw new ProblemException(
                    ErrorCode.GENERATOR_UNAVAILABLE,
                    "The language model " + modelName + " could not be reached ("
                            + e.getClass().getSimpleName() + "); try again later.");
        }
        usage.add(response.tokenUsage());
        String text = response.aiMessage().text();
        return text == null ? "" : text;
    }

    private Problem refusal(String content, GenerationRequest request) {
        try {
            rules.accepted(request, content);
            return null;
        } catch (ProblemException e) {
            return e.problem();
        }
    }

    /** The published schema without the keywords that only identify it, which structured output refuses. */
    private static String modelSchema() {
        ObjectNode schema = (ObjectNode) SpecCheck.schema();
        schema.remove(List.of("$schema", "$id"));
        return schema.toString();
    }

    /** Tokens of both attempts, as the provider counted them. */
    private static final class Usage {
        int prompt;
        int completion;

        void add(TokenUsage tokens) {
            if (tokens != null) {
                prompt += tokens.inputTokenCount() == null ? 0 : tokens.inputTokenCount();
                completion += tokens.outputTokenCount() == null ? 0 : tokens.outputTokenCount();
            }
        }
    }
}
