package org.mnemos.benchmarks.instructions;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * Texts of one public or shared set, either attacks (each should be found) or ordinary text (none should be),
 * distinct and split into two halves by a hash of the text, so the halves stay the same from run to run and a rule
 * written while reading the tuning half can be judged on the other.
 */
record Corpus(String name, boolean attacks, String source, List<String> texts) {

    static Corpus of(String name, boolean attacks, String source, List<String> texts) {
        return new Corpus(name, attacks, source, List.copyOf(new LinkedHashSet<>(texts.stream()
                .map(String::strip)
                .filter(text -> !text.isEmpty())
                .toList())));
    }

    Corpus first(int limit) {
        return new Corpus(name, attacks, source, texts.subList(0, Math.min(limit, texts.size())));
    }

    List<String> half(boolean tuning) {
        return texts.stream().filter(text -> isTuning(text) == tuning).toList();
    }

    private static boolean isTuning(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return (digest[0] & 1) == 0;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
