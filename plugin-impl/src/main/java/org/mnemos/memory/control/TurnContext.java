package org.mnemos.memory.control;

/**
 * What a short turn of a conversation is matched with besides itself: the turn before it, by its words and by
 * its meaning. "Paris, with my sister" answers "Where did you spend the holidays?"; a question about the
 * holidays names none of the answer's words and means little like them. Measured on the conversational
 * development sets (benchmarks-recall-quality.md): the previous turn's words as context of turns up to 40 words
 * lift BM25's recall@10 on short chat turns from 0.58 to 0.76, its vector added to the turn's own lifts Recall's
 * from 0.81 to 0.84; long technical messages rank as they did; the following turn adds nothing more.
 */
final class TurnContext {

    /** Turns up to this many words get the previous turn as context; longer ones say enough themselves. */
    static final int SHORT_TURN_WORDS = 40;

    private TurnContext() {}

    /**
     * The context of a turn with this content: the previous turn's content when both are short, else null. A
     * long previous turn would make a short reply ("Thanks, that works.") a lexical copy of a long message.
     */
    static String of(String content, String previousTurn) {
        return previousTurn != null && isShort(content) && isShort(previousTurn) ? previousTurn : null;
    }

    /**
     * The vector a turn with this content is found by: its own embedding plus the previous turn's when that turn
     * is its context ({@link #of}), else its own. Embeddings are unit length, so both count alike; the index
     * makes the sum unit length again.
     */
    static float[] vector(String content, float[] own, String previousTurn, float[] previousVector) {
        if (own == null
                || previousVector == null
                || previousVector.length != own.length
                || of(content, previousTurn) == null) {
            return own;
        }
        float[] sum = own.clone();
        for (int i = 0; i < sum.length; i++) {
            sum[i] += previousVector[i];
        }
        return sum;
    }

    static boolean isShort(String content) {
        int words = 0;
        boolean inWord = false;
        for (int i = 0; i < content.length(); i++) {
            boolean space = Character.isWhitespace(content.charAt(i));
            if (!space && !inWord && ++words > SHORT_TURN_WORDS) {
                return false;
            }
            inWord = !space;
        }
        return true;
    }
}
