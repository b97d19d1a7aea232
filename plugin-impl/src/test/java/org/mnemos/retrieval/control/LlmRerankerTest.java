package org.mnemos.retrieval.control;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.llm.control.ChatModels;
import org.mnemos.llm.control.ProviderStub;
import org.mnemos.platform.Json;

/** A language model as Recall's re-ranker, over real HTTP through LangChain4j's OpenAI client, against a stub. */
class LlmRerankerTest {

    private static final String KEY = "llm-key-not-a-real-credential";
    private static final List<String> DOCUMENTS =
            List.of("The Ghent warehouse ships on Tuesdays", "Lisbon, for the tiles.", "x".repeat(1500));

    private static LlmReranker reranker(ProviderStub stub) {
        return new LlmReranker(
                ChatModels.of(stub.openAi(RerankerProducer.LLM, KEY, 400)).orElseThrow(), "gpt-test", 20);
    }

    @Test
    void theModelGetsTheQuestionAndNumberedPassagesAndItsScoresAreReadFromAFencedAnswer() throws Exception {
        String answer = "```json\n{\"scores\": [2, 9.5, 0]}\n```";
        try (ProviderStub stub = new ProviderStub(200, ProviderStub.openAiCompletion(answer, 80, 12), 0)) {
            double[] scores = reranker(stub)
                    .scores("Which city did you visit with Marguerite?", DOCUMENTS)
                    .orElseThrow();

            assertThat(scores).containsExactly(2, 9.5, 0);
            ProviderStub.Request sent = stub.requests().get(0);
            assertThat(sent.path()).isEqualTo("/v1/chat/completions");
            assertThat(sent.header("Authorization")).isEqualTo("Bearer " + KEY);
            JsonNode body = Json.mapper().readTree(sent.body());
            assertThat(body.at("/messages/0/content").asText()).isEqualTo(LlmReranker.INSTRUCTION);
            String user = body.at("/messages/1/content").asText();
            assertThat(user)
                    .startsWith("Question: Which city did you visit with Marguerite?")
                    .contains("[1] The Ghent warehouse ships on Tuesdays")
                    .contains("[2] Lisbon, for the tiles.")
                    .contains("[3] " + "x".repeat(LlmReranker.PASSAGE_CHARS) + " …")
                    .doesNotContain("x".repeat(LlmReranker.PASSAGE_CHARS + 1));
        }
    }

    @Test
    void anAnswerThatDoesNotScoreEveryPassageOnceOrAFailedCallGivesNoScores() throws Exception {
        for (String answer : List.of(
                "{\"scores\": [2, 9]}",
                "{\"scores\": [2, 9, \"high\"]}",
                "The second passage answers it.",
                "{\"ranking\": [2, 1, 3]}")) {
            try (ProviderStub stub = new ProviderStub(200, ProviderStub.openAiCompletion(answer, 80, 12), 0)) {
                assertThat(reranker(stub).scores("q", DOCUMENTS)).as(answer).isEmpty();
            }
        }
        try (ProviderStub down = new ProviderStub(500, "{\"error\": {\"message\": \"overloaded\"}}", 0)) {
            assertThat(reranker(down).scores("q", DOCUMENTS)).isEmpty();
        }
    }
}
