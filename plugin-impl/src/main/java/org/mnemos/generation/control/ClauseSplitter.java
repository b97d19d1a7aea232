package org.mnemos.generation.control;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Cuts an instruction into pieces at ";", sentence ends, "," and at "and" / "then" between clauses.
 * An "and" between two named columns, values, numbers or aggregations ("ACC_Road and Team_ID",
 * "male and female", "between 60 and 120", "average and minimum") joins items and is kept.
 */
final class ClauseSplitter {

    private static final Pattern HARD = Pattern.compile("[;,?!:\\n]|\\.(?=\\s|$)");

    private final ColumnLexicon lexicon;

    ClauseSplitter(ColumnLexicon lexicon) {
        this.lexicon = lexicon;
    }

    List<String> split(String instruction) {
        List<String> pieces = new ArrayList<>();
        for (String part : HARD.split(instruction)) {
            splitAtJoins(part, pieces);
        }
        return pieces.stream()
                .map(ClauseSplitter::withoutLeadingJoin)
                .filter(p -> !Words.of(p).isEmpty())
                .toList();
    }

    private static String withoutLeadingJoin(String piece) {
        return piece.strip().replaceFirst("(?i)^(and|then|also)\\b\\s*", "");
    }

    private void splitAtJoins(String part, List<String> pieces) {
        List<Token> tokens = Words.of(part);
        List<Mention> mentions = lexicon.mentions(tokens, new boolean[tokens.size()]);
        int from = 0;
        for (int i = 1; i < tokens.size() - 1; i++) {
            boolean join = tokens.get(i).is("and") || tokens.get(i).is("then");
            if (join && !(item(tokens, mentions, before(tokens, i)) && item(tokens, mentions, after(tokens, i)))) {
                pieces.add(part.substring(from, tokens.get(i).from()));
                from = tokens.get(i).to();
            }
        }
        pieces.add(part.substring(from));
    }

    private static boolean item(List<Token> tokens, List<Mention> mentions, int i) {
        if (i < 0 || i >= tokens.size()) {
            return false;
        }
        Token t = tokens.get(i);
        return ClauseReader.inside(mentions, i)
                || t.isNumber()
                || t.kind() == Token.Kind.QUOTED
                || Cues.AGGREGATIONS.keySet().stream().anyMatch(a -> a.split(" ")[0].equals(t.text()));
    }

    private static int before(List<Token> tokens, int i) {
        int k = i - 1;
        while (k > 0 && tokens.get(k).is("the")) {
            k--;
        }
        return k;
    }

    private static int after(List<Token> tokens, int i) {
        int k = i + 1;
        while (k < tokens.size() - 1 && Fillers.isFiller(tokens.get(k))) {
            k++;
        }
        return k;
    }
}
