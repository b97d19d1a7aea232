package org.mnemos.retrieval.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.apache.lucene.util.VectorUtil;
import org.junit.jupiter.api.Test;

class MiniLmEmbeddingModelTest {

    private final MiniLmEmbeddingModel model = new MiniLmEmbeddingModel();

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
}
