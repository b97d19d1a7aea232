package org.mnemos.memory.control;

/** One way a secret shows up in text. */
interface SecretRule {

    SecretKind kind();

    boolean foundIn(String text);
}
