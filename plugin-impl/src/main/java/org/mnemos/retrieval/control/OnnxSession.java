package org.mnemos.retrieval.control;

import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import dev.langchain4j.model.embedding.onnx.AbstractInProcessEmbeddingModel;
import dev.langchain4j.model.embedding.onnx.OnnxBertBiEncoder;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * An offline model on an ONNX Runtime session that runs each text on one thread and does not spin
 * while it waits. ONNX Runtime's default (as many intra-op threads as cores, spinning between operators) lets
 * two texts embedded at once, by a batch's threads or by concurrent requests, fight over the same cores; this
 * way a batch embeds one text per core and a lone text uses the calling thread alone.
 */
final class OnnxSession extends AbstractInProcessEmbeddingModel {

    private final OnnxBertBiEncoder encoder;

    OnnxSession(OfflineModel model) {
        super(batchThreads());
        encoder = encoder(model);
    }

    @Override
    protected OnnxBertBiEncoder model() {
        return encoder;
    }

    @Override
    protected Integer knownDimension() {
        return OfflineModel.DIMENSION;
    }

    private static OnnxBertBiEncoder encoder(OfflineModel offline) {
        try (InputStream model = resource(offline.modelResource());
                InputStream tokenizer = resource(offline.tokenizerResource());
                OrtSession.SessionOptions options = new OrtSession.SessionOptions()) {
            options.setIntraOpNumThreads(1);
            options.setInterOpNumThreads(1);
            options.addConfigEntry("session.intra_op.allow_spinning", "0");
            OrtEnvironment environment = OrtEnvironment.getEnvironment();
            return new OnnxBertBiEncoder(
                    environment,
                    environment.createSession(model.readAllBytes(), options),
                    tokenizer,
                    offline.pooling());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the embedding model", e);
        } catch (OrtException e) {
            throw new IllegalStateException("cannot load the embedding model", e);
        }
    }

    /** The model files ship at the root of LangChain4j's model jars. */
    private static InputStream resource(String name) {
        InputStream stream = OnnxSession.class.getClassLoader().getResourceAsStream(name);
        if (stream == null) {
            throw new IllegalStateException("no embedding model jar holds " + name);
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
