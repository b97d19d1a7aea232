package org.mnemos.generation.control;

import java.util.ArrayList;
import java.util.List;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.generation.entity.ClauseIntent;
import org.mnemos.generation.entity.FilterIntent;
import org.mnemos.generation.entity.RequestIntent;
import org.mnemos.retrieval.control.EmbeddingModel;

/**
 * Reads an owner's instruction against a table's profile into an intent per clause, offline and
 * deterministically. Pieces that only modify ("as a pie chart", "sorted descending", "group by X")
 * join the clause they follow (or the first one, when they lead); filters written on their own
 * ("only 2022") hold for every clause when the request has several.
 */
public final class RequestParser {

    private final EmbeddingModel model;

    /** {@code model} may be {@code null}: then phrases are matched by their words only. */
    public RequestParser(EmbeddingModel model) {
        this.model = model;
    }

    public RequestIntent parse(String instruction, DataProfile profile) {
        ColumnFacts facts = new ColumnFacts(profile);
        ColumnLexicon lexicon = new ColumnLexicon(facts);
        ClauseReader reader = new ClauseReader(facts, lexicon, new PhraseSimilarity(model, facts));
        List<ClauseDraft> drafts = new ClauseSplitter(lexicon)
                .split(instruction).stream().map(reader::read).toList();
        boolean several = drafts.stream().filter(d -> d.content).count() > 1;
        List<ClauseDraft> clauses = new ArrayList<>();
        List<FilterIntent> shared = new ArrayList<>();
        ClauseDraft leading = null;
        for (ClauseDraft d : drafts) {
            if (several && d.onlyFilters()) {
                shared.addAll(d.filters);
            } else if (d.content
                    && !(clauses.isEmpty()
                            ? leading != null && leading.completedBy(d)
                            : last(clauses).completedBy(d))) {
                if (leading != null) {
                    leading.absorb(d);
                    d = leading;
                    leading = null;
                }
                clauses.add(d);
            } else if (!clauses.isEmpty()) {
                last(clauses).absorb(d);
            } else if (leading == null) {
                leading = d;
            } else {
                leading.absorb(d);
            }
        }
        if (leading != null) {
            clauses.add(leading);
        }
        DraftFinish finish = new DraftFinish(facts);
        List<ClauseIntent> intents = clauses.stream().map(finish::finish).toList();
        return new RequestIntent(instruction, intents, shared);
    }

    private static ClauseDraft last(List<ClauseDraft> clauses) {
        return clauses.get(clauses.size() - 1);
    }
}
