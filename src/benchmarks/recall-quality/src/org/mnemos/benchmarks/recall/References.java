package org.mnemos.benchmarks.recall;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field.Store;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.mnemos.benchmarks.recall.Conversations.Chat;
import org.mnemos.benchmarks.recall.Conversations.Turn;

/**
 * The in-run references over one chat's turns, standard and untuned: Lucene BM25 (k1 1.2, b 0.75,
 * Lucene's EnglishAnalyzer), exact cosine of the product's embedding model, their reciprocal-rank fusion
 * (k = 60), and the levers measured for the ranking: a convex combination of min-max normalised BM25
 * and cosine, BM25 over a turn with its neighbours in the same session, and a short turn's vector with the
 * previous turn's added.
 */
final class References {

    static final int DEPTH = 100;

    /** A turn up to this many words gets its neighbours as lexical context in the "short turns" variant. */
    static final int SHORT_TURN_WORDS = 40;

    /** Which text BM25 sees per turn. */
    enum Context {
        NONE,
        NEIGHBOURS,
        NEIGHBOURS_OF_SHORT_TURNS,
        PREVIOUS_OF_SHORT_TURNS
    }

    private final Chat chat;
    private final List<float[]> vectors;
    private final IndexSearcher single;
    private final IndexSearcher neighbours;
    private final IndexSearcher shortNeighbours;
    private final IndexSearcher shortPrevious;
    private final Analyzer analyzer = new EnglishAnalyzer();

    References(Chat chat, List<float[]> vectors) throws IOException {
        this.chat = chat;
        this.vectors = vectors;
        this.single = index(0, 0);
        this.neighbours = index(1, Integer.MAX_VALUE);
        this.shortNeighbours = index(1, SHORT_TURN_WORDS);
        this.shortPrevious = index(-1, SHORT_TURN_WORDS);
    }

    /** Scores of one side for one query, by turn id, best first. */
    Map<String, Double> bm25(String query, Context context) throws IOException {
        IndexSearcher searcher = switch (context) {
            case NONE -> single;
            case NEIGHBOURS -> neighbours;
            case NEIGHBOURS_OF_SHORT_TURNS -> shortNeighbours;
            case PREVIOUS_OF_SHORT_TURNS -> shortPrevious;
        };
        Map<String, Double> scores = new LinkedHashMap<>();
        BooleanQuery.Builder bag = new BooleanQuery.Builder();
        try (TokenStream tokens = analyzer.tokenStream("content", query)) {
            CharTermAttribute term = tokens.addAttribute(CharTermAttribute.class);
            tokens.reset();
            while (tokens.incrementToken()) {
                bag.add(new TermQuery(new Term("content", term.toString())), Occur.SHOULD);
            }
            tokens.end();
        }
        BooleanQuery built = bag.build();
        if (built.clauses().isEmpty()) {
            return scores;
        }
        for (ScoreDoc hit : searcher.search(built, DEPTH).scoreDocs) {
            scores.put(searcher.storedFields().document(hit.doc).get("id"), (double) hit.score);
        }
        return scores;
    }

    /** Analysed terms per turn, as BM25 counts them for its length normalisation. */
    double averageTerms() throws IOException {
        var statistics = single.collectionStatistics("content");
        return statistics.sumTotalTermFreq() / (double) statistics.docCount();
    }

    Map<String, Double> dense(float[] query) {
        return dense(query, false);
    }

    /** With {@code previousOfShortTurns}, a turn of at most 40 words is found by its vector plus the one before's. */
    Map<String, Double> dense(float[] query, boolean previousOfShortTurns) {
        List<Map.Entry<String, Double>> all = new ArrayList<>();
        for (int i = 0; i < chat.turns().size(); i++) {
            float[] vector = previousOfShortTurns ? InProcess.vector(chat.turns(), vectors, i) : vectors.get(i);
            all.add(Map.entry(chat.turns().get(i).id(), dot(query, vector) / Math.sqrt(dot(vector, vector))));
        }
        all.sort(Map.Entry.<String, Double>comparingByValue().reversed());
        Map<String, Double> scores = new LinkedHashMap<>();
        all.stream().limit(DEPTH).forEach(e -> scores.put(e.getKey(), e.getValue()));
        return scores;
    }

    static List<String> ranking(Map<String, Double> scores) {
        return scores.entrySet().stream()
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .map(Map.Entry::getKey)
                .toList();
    }

    static List<String> rrf(Map<String, Double> lexical, Map<String, Double> dense) {
        Map<String, Double> fused = new HashMap<>();
        for (Map<String, Double> side : List.of(lexical, dense)) {
            int rank = 0;
            for (String id : ranking(side)) {
                fused.merge(id, 1.0 / (60 + ++rank), Double::sum);
            }
        }
        return ranking(fused);
    }

    /** alpha · mm(cosine) + (1 − alpha) · mm(BM25) over the union; a side's missing score counts as its minimum. */
    static List<String> convex(Map<String, Double> lexical, Map<String, Double> dense, double alpha) {
        Map<String, Double> l = minMax(lexical);
        Map<String, Double> d = minMax(dense);
        Map<String, Double> fused = new HashMap<>();
        for (String id : union(lexical, dense)) {
            fused.put(id, alpha * d.getOrDefault(id, 0.0) + (1 - alpha) * l.getOrDefault(id, 0.0));
        }
        return ranking(fused);
    }

    private static List<String> union(Map<String, Double> a, Map<String, Double> b) {
        List<String> ids = new ArrayList<>(a.keySet());
        b.keySet().stream().filter(id -> !a.containsKey(id)).forEach(ids::add);
        return ids;
    }

    private static Map<String, Double> minMax(Map<String, Double> scores) {
        double max = scores.values().stream().max(Comparator.naturalOrder()).orElse(1.0);
        double min = scores.values().stream().min(Comparator.naturalOrder()).orElse(0.0);
        Map<String, Double> normalised = new HashMap<>();
        scores.forEach((id, s) -> normalised.put(id, max > min ? (s - min) / (max - min) : 1.0));
        return normalised;
    }

    /** {@code window} turns either side; -1 for the one turn before only. */
    private IndexSearcher index(int window, int maxWords) throws IOException {
        ByteBuffersDirectory directory = new ByteBuffersDirectory();
        try (IndexWriter writer = new IndexWriter(directory, new IndexWriterConfig(analyzer))) {
            List<Turn> turns = chat.turns();
            for (int i = 0; i < turns.size(); i++) {
                StringBuilder text = new StringBuilder(turns.get(i).content());
                boolean isShort = turns.get(i).content().split("\\s+").length <= maxWords;
                int before = Math.abs(window);
                int after = Math.max(0, window);
                for (int j = Math.max(0, i - before); isShort && j <= Math.min(turns.size() - 1, i + after); j++) {
                    if (j != i && turns.get(j).session() == turns.get(i).session()) {
                        text.append('\n').append(turns.get(j).content());
                    }
                }
                Document document = new Document();
                document.add(new StringField("id", turns.get(i).id(), Store.YES));
                document.add(new TextField("content", text.toString(), Store.NO));
                writer.addDocument(document);
            }
        }
        return new IndexSearcher(DirectoryReader.open(directory));
    }

    private static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }
}
