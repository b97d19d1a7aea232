package org.mnemos.memory.control;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A random-looking token close to a word that names a credential ("aws", "token", "password"…).
 * Catches keys that have no recognisable prefix, while a random-looking string on its own
 * (a build id, a file name) stays allowed. Tokens are found first and the words looked up
 * around them, because tokens are rare and such words are common in ordinary text.
 */
record NearWordRule(SecretKind kind, Pattern token, Pattern word) implements SecretRule {

    private static final int WINDOW = 40;

    static NearWordRule near(SecretKind kind, String tokenRegex, String wordRegex) {
        return new NearWordRule(kind, Pattern.compile(tokenRegex), Pattern.compile(wordRegex));
    }

    @Override
    public boolean foundIn(String text) {
        Matcher tokens = token.matcher(text);
        while (tokens.find()) {
            if (TokenShape.random(tokens.group()) && nearWord(text, tokens)) {
                return true;
            }
        }
        return false;
    }

    private boolean nearWord(String text, Matcher found) {
        String before = text.substring(Math.max(0, found.start() - WINDOW), found.start());
        String after = text.substring(found.end(), Math.min(text.length(), found.end() + WINDOW));
        return word.matcher((before + " " + after).toLowerCase(Locale.ROOT)).find();
    }
}
