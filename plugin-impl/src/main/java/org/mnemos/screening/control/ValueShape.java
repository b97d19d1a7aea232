package org.mnemos.screening.control;

import java.util.function.Predicate;

/** What the value a rule found must look like to count as a secret rather than a word or a stand-in. */
enum ValueShape {
    /** The shape alone says it is a secret (a vendor prefix, a PEM header). */
    ANY(value -> true),
    /** A generated key: long, mixed letters and digits, high entropy. */
    RANDOM(CredentialShape::random),
    /** A generated key that may be plain hex (32, 40 or 64 digits): only where its name says it is a key. */
    KEY_LIKE(value -> CredentialShape.random(value) || CredentialShape.hexKey(value)),
    /** Anything a person would choose as a password, but no placeholder. */
    NON_TRIVIAL(CredentialShape::nonTrivial),
    /** A password said in a sentence: non-trivial, and not lower-case words ("is up-to-date", "is well-known"). */
    DISCLOSED(value -> CredentialShape.nonTrivial(value) && !CredentialShape.lowerCaseWords(value)),
    /** Any real value counts in a URL, one character too ({@code redis://:p@host}): its position says it is a password. */
    URL_PASSWORD(value -> !CredentialShape.placeholder(value)),
    /** A token whose prefix says what it is, once it holds a digit ({@code xoxb-…}; {@code xoxb-your-token} is a stand-in). */
    WITH_DIGIT(value -> value.chars().anyMatch(Character::isDigit));

    private final Predicate<String> plausible;

    ValueShape(Predicate<String> plausible) {
        this.plausible = plausible;
    }

    boolean passes(String value) {
        return plausible.test(value);
    }
}
