package org.mnemos.generation.control;

import java.util.ArrayList;
import java.util.List;

/** A clause's tokens and which of them have been read. */
final class ClauseTokens {

    final String text;
    final List<Token> tokens;
    private final boolean[] taken;

    ClauseTokens(String text, List<Token> tokens) {
        this.text = text;
        this.tokens = tokens;
        this.taken = new boolean[tokens.size()];
    }

    int size() {
        return tokens.size();
    }

    Token get(int i) {
        return tokens.get(i);
    }

    boolean free(int i) {
        return i >= 0 && i < taken.length && !taken[i];
    }

    boolean free(int from, int to) {
        for (int i = from; i < to; i++) {
            if (!free(i)) {
                return false;
            }
        }
        return true;
    }

    void take(int from, int to) {
        for (int i = Math.max(0, from); i < Math.min(to, taken.length); i++) {
            taken[i] = true;
        }
    }

    boolean[] takenCopy() {
        return taken.clone();
    }

    /** The phrase spelled at {@code at} if all its tokens are free, else 0. */
    int freeAt(int at, String phrase) {
        int n = Cues.at(tokens, at, phrase);
        return n > 0 && free(at, at + n) ? n : 0;
    }

    /** Runs of unread words that carry meaning: the phrases left to map or to report. */
    List<int[]> leftoverRuns() {
        return leftoverRuns(List.of());
    }

    /** As {@link #leftoverRuns()}, also cut at the tokens of {@code mentions}. */
    List<int[]> leftoverRuns(List<Mention> mentions) {
        List<int[]> runs = new ArrayList<>();
        int start = -1;
        for (int i = 0; i <= tokens.size(); i++) {
            boolean content = i < tokens.size()
                    && free(i)
                    && !ClauseReader.inside(mentions, i)
                    && tokens.get(i).kind() == Token.Kind.WORD
                    && !Fillers.isFiller(tokens.get(i))
                    && !Cues.isCueWord(tokens.get(i));
            if (content && start < 0) {
                start = i;
            } else if (!content && start >= 0) {
                runs.add(new int[] {start, i});
                start = -1;
            }
        }
        return runs;
    }

    String phrase(int from, int to) {
        return Words.phrase(tokens, from, to);
    }
}
