package org.mnemos.memory.control;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A random-looking token close to a word such as "key", "token" or "password". Catches the
 * credentials of services no dedicated rule knows, while a random-looking string on its own
 * (a build id, a base64 image name) stays allowed.
 */
final class CredentialWordRule implements SecretRule {

    private static final int WINDOW = 40;
    private static final Pattern CANDIDATE = Pattern.compile("[A-Za-z0-9+/_=.\\-]{20,}");
    private static final Pattern CREDENTIAL_WORD = Pattern.compile(
            "key|token|secret|passw|pwd|credential|auth|bearer|signature|private");

    @Override
    public SecretKind kind() {
        return SecretKind.HIGH_ENTROPY_TOKEN;
    }

    @Override
    public boolean foundIn(String text) {
        Matcher candidates = CANDIDATE.matcher(text);
        while (candidates.find()) {
            if (TokenShape.random(candidates.group()) && nearCredentialWord(text, candidates)) {
                return true;
            }
        }
        return false;
    }

    private static boolean nearCredentialWord(String text, Matcher candidate) {
        String before = text.substring(Math.max(0, candidate.start() - WINDOW), candidate.start());
        String after = text.substring(candidate.end(), Math.min(text.length(), candidate.end() + WINDOW));
        return CREDENTIAL_WORD.matcher((before + " " + after).toLowerCase(Locale.ROOT)).find();
    }
}
