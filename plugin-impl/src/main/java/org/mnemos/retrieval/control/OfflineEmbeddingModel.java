package org.mnemos.retrieval.control;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The offline default: an {@link OfflineModel} (quantized, 384 dimensions) running in-process on ONNX
 * Runtime, so the product and its tests need no network and no API key. Which one is the setting
 * {@code mnemos.embedding.model}. Blank text has no meaning to embed and is rejected.
 */
@ApplicationScoped
public class OfflineEmbeddingModel implements EmbeddingModel {

    /** Loading a model takes a second or more and ~100 MB, so each is loaded once, on first use. */
    private static final Map<OfflineModel, OnnxSession> SESSIONS = new ConcurrentHashMap<>();

    @Inject
    @ConfigProperty(name = "mnemos.embedding.model")
    String configured;

    private OfflineModel model;

    /** For CDI, which sets the model from the configuration. */
    protected OfflineEmbeddingModel() {}

    public OfflineEmbeddingModel(OfflineModel model) {
        this.model = model;
    }

    @PostConstruct
    void configure() {
        model = OfflineModel.named(configured);
    }

    @Override
    public float[] embed(String text) {
        return Vectors.unit(session().embed(text).content().vector());
    }

    @Override
    public float[] embedQuery(String query) {
        return embed(model.asQuery(query));
    }

    @Override
    public List<float[]> embedAll(List<String> texts) {
        if (texts.isEmpty()) {
            return List.of();
        }
        List<TextSegment> segments = texts.stream().map(TextSegment::from).toList();
        return session().embedAll(segments).content().stream()
                .map(Embedding::vector)
                .map(Vectors::unit)
                .toList();
    }

    @Override
    public int dimension() {
        return OfflineModel.DIMENSION;
    }

    @Override
    public String name() {
        return model.id();
    }

    private OnnxSession session() {
        return SESSIONS.computeIfAbsent(model, OnnxSession::new);
    }
}
