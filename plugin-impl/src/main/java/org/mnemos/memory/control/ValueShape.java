package org.mnemos.memory.control;

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
    /** Any real value counts in a URL: its position alone says it is a password. */
    URL_PASSWORD(value -> value.length() >= 3 && !CredentialShape.placeholder(value));

    private final Predicate<String> plausible;

    ValueShape(Predicate<String> plausible) {
        this.plausible = plausible;
    }

    boolean passes(String value) {
        return plausible.test(value);
    }
}
