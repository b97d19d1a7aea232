package org.mnemos.question.control;

import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.output.TokenUsage;
import java.util.List;
import java.util.Objects;
import java.util.logging.Logger;
import org.mnemos.memory.control.ComposedPrompt;
import org.mnemos.question.entity.Answer;
import org.mnemos.question.entity.Citation;

/**
 * The answer in a language model's prose, from the composed prompt; cited with what the question matched. A
 * model that cannot be reached gives the offline answer, saying why, rather than no answer: a question only
 * reads, so there is nothing to retry safely that the user could not simply ask again.
 */
public class LlmAnswerer implements Answerer {

    private static final Logger LOG = Logger.getLogger(LlmAnswerer.class.getName());

    private final ChatModel model;
    private final String modelName;

    LlmAnswerer(ChatModel model, String modelName) {
        this.model = Objects.requireNonNull(model);
        this.modelName = Objects.requireNonNull(modelName);
    }

    @Override
    public Answer answer(DashboardFacts facts, List<Citation> cited, ComposedPrompt prompt) {
        ChatResponse response;
        try {
            response = model.chat(SystemMessage.from(prompt.system()), UserMessage.from(prompt.user()));
        } catch (RuntimeException e) {
            LOG.warning(() -> "The language model for questions did not answer ("
                    + e.getClass().getSimpleName() + ")");
            String opening = "The language model " + modelName + " could not be reached ("
                    + e.getClass().getSimpleName() + "), so this answer lists what on the dashboard matches your"
                    + " question";
            return new Answer(OfflineAnswerer.text(facts, cited, opening), Answer.OFFLINE, null, cited, null);
        }
        TokenUsage usage = response.tokenUsage();
        return new Answer(
                response.aiMessage().text() == null
                        ? ""
                        : response.aiMessage().text().strip(),
                Answer.LLM,
                modelName,
                cited,
                usage == null
                        ? null
                        : new Answer.Usage(zeroIfNull(usage.inputTokenCount()), zeroIfNull(usage.outputTokenCount())));
    }

    private static int zeroIfNull(Integer count) {
        return count == null ? 0 : count;
    }
}
