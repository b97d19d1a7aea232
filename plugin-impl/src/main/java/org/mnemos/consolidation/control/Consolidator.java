package org.mnemos.consolidation.control;

import java.util.List;

/**
 * Port: turns a group of fading entries into one compact statement. The offline default keeps the
 * most central sentences; a language model can summarise instead when one is configured.
 */
public interface Consolidator {

    /** One statement for the group; {@code vectors} are the unit embeddings of {@code contents}. */
    String consolidate(List<String> contents, List<float[]> vectors);
}
