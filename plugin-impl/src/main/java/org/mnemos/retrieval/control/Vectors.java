package org.mnemos.retrieval.control;

/** Unit-length vectors: with them a dot product is a cosine, which the index relies on. */
final class Vectors {

    private Vectors() {}

    /** A unit-length copy; the argument is left untouched. */
    static float[] unit(float[] vector) {
        double squares = 0;
        for (float component : vector) {
            squares += (double) component * component;
        }
        double norm = Math.sqrt(squares);
        if (norm == 0 || Double.isNaN(norm)) {
            throw new IllegalArgumentException("a zero or undefined vector has no direction");
        }
        float[] unit = new float[vector.length];
        for (int i = 0; i < vector.length; i++) {
            unit[i] = (float) (vector[i] / norm);
        }
        return unit;
    }
}
