package org.mnemos.retrieval.control;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.WordlistLoader;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.snowball.SnowballFilter;
import org.apache.lucene.util.IOUtils;

/** How entry content and query text are broken into terms for BM25. */
final class ContentAnalyzer {

    private ContentAnalyzer() {}

    /**
     * English stemming with Snowball's full stop list: the default list keeps question words
     * ("when", "how", "should"), and a query matching an entry on those alone would outrank
     * the semantically right entry in the fused score.
     */
    static Analyzer english() {
        try (Reader stopWords =
                IOUtils.getDecodingReader(SnowballFilter.class, "english_stop.txt", StandardCharsets.UTF_8)) {
            return new EnglishAnalyzer(WordlistLoader.getSnowballWordSet(stopWords));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the English stop words", e);
        }
    }
}
