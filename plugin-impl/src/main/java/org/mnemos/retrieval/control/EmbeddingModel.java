package org.mnemos.retrieval.control;

import java.util.List;

/**
 * Turns text into a dense vector. Implementations return unit-length (L2-normalised) vectors,
 * so a dot product between two of them is their cosine similarity.
 */
public interface EmbeddingModel {

    float[] embed(String text);

    /** A question put to the memory; a model trained with a query instruction gets it here. */
    float[] embedQuery(String query);

    /** One vector per text, in the same order; batching is much faster than one call per text. */
    List<float[]> embedAll(List<String> texts);

    int dimension();

    /** Recorded with the vectors so that a change of model can trigger re-embedding. */
    String name();
}
