package org.mnemos.retrieval.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mnemos.platform.MapConfig;

/** Which re-ranker the settings choose: the rerank API first, then a language model, else none. */
class RerankerChoiceTest {

    private static Reranker chosen(Map<String, String> settings) {
        RerankerProducer choice = new RerankerProducer();
        choice.config = MapConfig.of(settings);
        return choice.configured();
    }

    @Test
    void theRerankApiThenALanguageModelThenNone() {
        assertThat(chosen(Map.of())).isSameAs(Reranker.NONE);
        assertThat(chosen(Map.of("mnemos.recall.rerank.llm.provider", "none"))).isSameAs(Reranker.NONE);

        Reranker llm = chosen(Map.of(
                "mnemos.recall.rerank.llm.provider", "ollama",
                "mnemos.recall.rerank.llm.model", "llama-test",
                "mnemos.recall.rerank.candidates", "20"));
        assertThat(llm).isInstanceOf(LlmReranker.class);
        assertThat(llm.depth()).isEqualTo(20);

        Reranker api = chosen(Map.of(
                "mnemos.recall.rerank.url", "http://reranker:8000/v1/rerank",
                "mnemos.recall.rerank.model", "bge-reranker-test",
                "mnemos.recall.rerank.llm.provider", "ollama",
                "mnemos.recall.rerank.llm.model", "llama-test"));
        assertThat(api).isInstanceOf(RerankApi.class);
        assertThat(api.depth()).isEqualTo(50);
    }

    @Test
    void badSettingsGiveNoRerankerRatherThanAFailedStart() {
        assertThat(chosen(Map.of("mnemos.recall.rerank.url", "http://reranker:8000/v1/rerank")))
                .isSameAs(Reranker.NONE);
        assertThat(chosen(Map.of("mnemos.recall.rerank.llm.provider", "openai")))
                .isSameAs(Reranker.NONE);
        assertThat(chosen(Map.of(
                        "mnemos.recall.rerank.llm.provider", "ollama",
                        "mnemos.recall.rerank.llm.model", "llama-test",
                        "mnemos.recall.rerank.candidates", "many")))
                .isSameAs(Reranker.NONE);
    }
}
