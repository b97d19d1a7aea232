package org.mnemos.retrieval.control;

import dev.langchain4j.model.embedding.onnx.PoolingMode;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The embedding models that run in-process, without a network: their ONNX files and tokenizers ship in
 * LangChain4j's model jars. Both give 384 dimensions; they differ in depth and in how a query is put.
 */
public enum OfflineModel {
    /** Six layers, mean pooling, queries embedded as they are. */
    ALL_MINILM_L6_V2_Q("all-MiniLM-L6-v2-q", "all-minilm-l6-v2-q", PoolingMode.MEAN, ""),
    /**
     * Twelve layers, the CLS token. Trained to find passages for a short query when the query carries this
     * instruction (its model card); entries are embedded without it.
     */
    BGE_SMALL_EN_V15_Q(
            "bge-small-en-v1.5-q",
            "bge-small-en-v1.5-q",
            PoolingMode.CLS,
            "Represent this sentence for searching relevant passages: ");

    static final int DIMENSION = 384;

    private final String id;
    private final String files;
    private final PoolingMode pooling;
    private final String queryInstruction;

    OfflineModel(String id, String files, PoolingMode pooling, String queryInstruction) {
        this.id = id;
        this.files = files;
        this.pooling = pooling;
        this.queryInstruction = queryInstruction;
    }

    /** The name recorded with the vectors and used in configuration ({@code mnemos.embedding.model}). */
    public String id() {
        return id;
    }

    /** The model of that name, ignoring case. */
    public static OfflineModel named(String name) {
        return Arrays.stream(values())
                .filter(m -> m.id.equalsIgnoreCase(name.strip()))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(
                        "mnemos.embedding.model: unknown model '" + name + "'; the offline models are "
                                + Arrays.stream(values()).map(OfflineModel::id).collect(Collectors.joining(", "))));
    }

    String modelResource() {
        return files + ".onnx";
    }

    String tokenizerResource() {
        return files + "-tokenizer.json";
    }

    PoolingMode pooling() {
        return pooling;
    }

    String asQuery(String text) {
        return queryInstruction + text;
    }
}
