package org.mnemos.connector.profile;

import org.mnemos.api.connector.SemanticType;

/** A column's semantic type and the evidence for it, in a few words. */
record Semantic(SemanticType type, String evidence) {

    static Semantic of(SemanticType type, String evidence) {
        return new Semantic(type, evidence);
    }

    /** The same type with the name's word added to the value evidence. */
    Semantic named(String word) {
        if (word == null) {
            return this;
        }
        return new Semantic(type, evidence.isEmpty() ? "name says " + word : evidence + "; name says " + word);
    }
}
