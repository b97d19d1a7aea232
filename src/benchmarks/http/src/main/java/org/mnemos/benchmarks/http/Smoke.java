package org.mnemos.benchmarks.http;

/**
 * A smoke run ({@code -Dbench.smoke=true}, the scripts' {@code --smoke}): every phase of a benchmark with small
 * tables and a call or two each, which proves that it still runs against the build; its figures mean nothing.
 */
final class Smoke {

    static final boolean ON = Boolean.getBoolean("bench.smoke");

    private Smoke() {
    }

    /** {@code full} in a measuring run, {@code smoke} in a smoke run. */
    static int of(int full, int smoke) {
        return ON ? smoke : full;
    }
}
