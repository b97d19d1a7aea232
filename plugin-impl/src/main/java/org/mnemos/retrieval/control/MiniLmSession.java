package org.mnemos.retrieval.control;

import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import dev.langchain4j.model.embedding.onnx.AbstractInProcessEmbeddingModel;
import dev.langchain4j.model.embedding.onnx.OnnxBertBiEncoder;
import dev.langchain4j.model.embedding.onnx.PoolingMode;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * all-MiniLM-L6-v2 (quantized) on an ONNX Runtime session that runs each text on one thread and does not spin
 * while it waits. ONNX Runtime's default (as many intra-op threads as cores, spinning between operators) lets
 * two texts embedded at once, by a batch's threads or by concurrent requests, fight over the same cores; this
 * way a batch embeds one text per core and a lone text uses the calling thread alone.
 */
final class MiniLmSession extends AbstractInProcessEmbeddingModel {

    private static final String MODEL = "/all-minilm-l6-v2-q.onnx";
    private static final String TOKENIZER = "/all-minilm-l6-v2-q-tokenizer.json";
    private static final int DIMENSION = 384;

    private final OnnxBertBiEncoder encoder;

    MiniLmSession() {
        super(batchThreads());
        encoder = encoder();
    }

    @Override
    protected OnnxBertBiEncoder model() {
        return encoder;
    }

    @Override
    protected Integer knownDimension() {
        return DIMENSION;
    }

    private static OnnxBertBiEncoder encoder() {
        try (InputStream model = resource(MODEL);
                InputStream tokenizer = resource(TOKENIZER);
                OrtSession.SessionOptions options = new OrtSession.SessionOptions()) {
            options.setIntraOpNumThreads(1);
            options.setInterOpNumThreads(1);
            options.addConfigEntry("session.intra_op.allow_spinning", "0");
            OrtEnvironment environment = OrtEnvironment.getEnvironment();
            return new OnnxBertBiEncoder(
                    environment, environment.createSession(model.readAllBytes(), options), tokenizer, PoolingMode.MEAN);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the embedding model", e);
        } catch (OrtException e) {
            throw new IllegalStateException("cannot load the embedding model", e);
        }
    }

    /** The model files ship inside LangChain4j's model jar. */
    private static InputStream resource(String name) {
        InputStream stream = AllMiniLmL6V2QuantizedEmbeddingModel.class.getResourceAsStream(name);
        if (stream == null) {
            throw new IllegalStateException("the embedding model's jar lacks " + name);
        }
        return stream;
    }

    /** One thread per core for a batch; daemon threads, so they never keep a JVM alive. */
    private static ExecutorService batchThreads() {
        return Executors.newFixedThreadPool(Runtime.getRuntime().availableProcessors(), task -> {
            Thread thread = new Thread(task, "mnemos-embedding");
            thread.setDaemon(true);
            return thread;
        });
    }
}
