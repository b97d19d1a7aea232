package org.mnemos.retrieval.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.apache.lucene.util.VectorUtil;
import org.junit.jupiter.api.Test;

class OfflineEmbeddingModelTest {

    private final OfflineEmbeddingModel model = new OfflineEmbeddingModel(OfflineModel.ALL_MINILM_L6_V2_Q);
    private final OfflineEmbeddingModel bge = new OfflineEmbeddingModel(OfflineModel.BGE_SMALL_EN_V15_Q);

    @Test
    void embedsIntoUnitVectorsOfTheAdvertisedDimension() {
        float[] vector = model.embed("Prefers tables for comparison questions");

        assertThat(vector).hasSize(model.dimension()).hasSize(384);
        assertThat(VectorUtil.dotProduct(vector, vector)).isCloseTo(1f, within(1e-4f));
        assertThat(model.name()).isEqualTo("all-MiniLM-L6-v2-q");
    }

    @Test
    void batchAndSingleEmbeddingsAgree() {
        List<String> texts = List.of("Invoices are due in 30 days", "Orders ship from Berlin");

        List<float[]> batch = model.embedAll(texts);

        assertThat(batch).hasSize(2);
        assertThat(VectorUtil.dotProduct(batch.get(1), model.embed(texts.get(1))))
                .isCloseTo(1f, within(1e-3f));
        assertThat(model.embedAll(List.of())).isEmpty();
    }

    @Test
    void similarMeaningsAreCloserThanUnrelatedOnes() {
        float[] invoice = model.embed("The invoice must be paid within thirty days");
        float[] payment = model.embed("Payment is due one month after billing");
        float[] weather = model.embed("It snowed heavily in the mountains last night");

        assertThat(VectorUtil.dotProduct(invoice, payment)).isGreaterThan(VectorUtil.dotProduct(invoice, weather));
    }

    @Test
    void bgeFindsThePassageForAQuestionPutWithItsInstruction() {
        float[] question = bge.embedQuery("When is the invoice due?");
        float[] answer = bge.embed("The invoice must be paid within thirty days");
        float[] unrelated = bge.embed("It snowed heavily in the mountains last night");

        assertThat(bge.name()).isEqualTo("bge-small-en-v1.5-q");
        assertThat(question).hasSize(384);
        assertThat(VectorUtil.dotProduct(question, answer)).isGreaterThan(VectorUtil.dotProduct(question, unrelated));
        assertThat(VectorUtil.dotProduct(question, bge.embed("When is the invoice due?")))
                .isLessThan(0.999f);
    }

    @Test
    void miniLmEmbedsAQueryAsItIs() {
        assertThat(VectorUtil.dotProduct(
                        model.embedQuery("Orders ship from Berlin"), model.embed("Orders ship from Berlin")))
                .isCloseTo(1f, within(1e-4f));
    }

    @Test
    void modelsAreNamedAsConfigured() {
        assertThat(OfflineModel.named(" BGE-small-en-v1.5-q")).isEqualTo(OfflineModel.BGE_SMALL_EN_V15_Q);
        assertThat(OfflineModel.named("all-MiniLM-L6-v2-q")).isEqualTo(OfflineModel.ALL_MINILM_L6_V2_Q);
        assertThatThrownBy(() -> OfflineModel.named("gpt-embeddings"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("mnemos.embedding.model")
                .hasMessageContaining("bge-small-en-v1.5-q");
    }
}
