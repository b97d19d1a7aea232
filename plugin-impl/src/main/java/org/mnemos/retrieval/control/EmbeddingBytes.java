package org.mnemos.retrieval.control;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/** Embeddings are kept in PostgreSQL as little-endian float32 so that the index can be rebuilt from it. */
public final class EmbeddingBytes {

    private EmbeddingBytes() {}

    public static byte[] encode(float[] vector) {
        ByteBuffer buffer = ByteBuffer.allocate(vector.length * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        buffer.asFloatBuffer().put(vector);
        return buffer.array();
    }

    public static float[] decode(byte[] bytes) {
        float[] vector = new float[bytes.length / Float.BYTES];
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(vector);
        return vector;
    }
}
