package org.mnemos.retrieval.control;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;

/**
 * The offline default: all-MiniLM-L6-v2 (quantized, 384 dimensions) running in-process on ONNX
 * Runtime, so the product and its tests need no network and no API key. Blank text has no
 * meaning to embed and is rejected.
 */
@ApplicationScoped
public class MiniLmEmbeddingModel implements EmbeddingModel {

    private static final int DIMENSION = 384;

    /** Loading the model takes about a second and ~100 MB, so it happens once, on first use. */
    private static final class Model {
        static final MiniLmSession INSTANCE = new MiniLmSession();
    }

    @Override
    public float[] embed(String text) {
        return Vectors.unit(Model.INSTANCE.embed(text).content().vector());
    }

    @Override
    public List<float[]> embedAll(List<String> texts) {
        if (texts.isEmpty()) {
            return List.of();
        }
        List<TextSegment> segments = texts.stream().map(TextSegment::from).toList();
        return Model.INSTANCE.embedAll(segments).content().stream()
                .map(Embedding::vector)
                .map(Vectors::unit)
                .toList();
    }

    @Override
    public int dimension() {
        return DIMENSION;
    }

    @Override
    public String name() {
        return "all-MiniLM-L6-v2-q";
    }
}
