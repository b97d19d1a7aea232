package org.mnemos.retrieval.control;

import java.io.IOException;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;

/**
 * The BM25 side of a search, with the highest score it could reach. Query text is analysed into
 * terms rather than parsed, so a user's quotes, colons or "AND" are words, never syntax errors.
 *
 * @param maxScore the sum of the query terms' BM25 idf: no document can score that high
 *                 (term frequency saturates below 1), so score / maxScore is a 0..1 measure of
 *                 how much of the query a document covers, comparable across queries
 */
record LexicalQuery(Query query, double maxScore) {

    /** Far below Lucene's clause limit; a longer query text adds noise, not precision. */
    private static final int MAX_TERMS = 256;

    /** {@code filter} null: every live entry is in scope, and the words alone are the query. */
    static Optional<LexicalQuery> of(String text, Query filter, Analyzer analyzer, WorkspaceSearcher searcher)
            throws IOException {
        Set<String> terms = terms(text, analyzer);
        if (terms.isEmpty()) {
            return Optional.empty();
        }
        BooleanQuery.Builder anyTerm = new BooleanQuery.Builder();
        double maxScore = 0;
        for (String word : terms) {
            Term term = new Term(EntryDocument.CONTENT, word);
            anyTerm.add(new TermQuery(term), Occur.SHOULD);
            maxScore += idf(term, searcher);
        }
        // The terms as one required disjunction of their own, not as SHOULD clauses next to the filter: only a
        // disjunction scored at its own top level gets Lucene's block-max WAND, which skips the documents that
        // cannot reach the top k instead of scoring every one that holds a query word.
        Query query = filter == null
                ? anyTerm.build()
                : new BooleanQuery.Builder()
                        .add(filter, Occur.FILTER)
                        .add(anyTerm.build(), Occur.MUST)
                        .build();
        return Optional.of(new LexicalQuery(query, maxScore));
    }

    /** Lucene's BM25 idf, from the same (workspace's) statistics its scorer uses. */
    private static double idf(Term term, WorkspaceSearcher searcher) throws IOException {
        long documents = searcher.collectionStatistics(EntryDocument.CONTENT).docCount();
        long containing = searcher.documentFrequency(term);
        return Math.log(1 + (documents - containing + 0.5) / (containing + 0.5));
    }

    private static Set<String> terms(String text, Analyzer analyzer) throws IOException {
        Set<String> terms = new LinkedHashSet<>();
        try (TokenStream tokens = analyzer.tokenStream(EntryDocument.CONTENT, text)) {
            CharTermAttribute term = tokens.addAttribute(CharTermAttribute.class);
            tokens.reset();
            while (tokens.incrementToken() && terms.size() < MAX_TERMS) {
                terms.add(term.toString());
            }
            tokens.end();
        }
        return terms;
    }
}
