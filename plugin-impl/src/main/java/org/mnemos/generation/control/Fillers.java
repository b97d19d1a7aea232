package org.mnemos.generation.control;

import java.util.Set;

/** Words that carry no meaning of their own in a request about a table ("show me the ..."). */
final class Fillers {

    static final Set<String> ALL = Set.of(
            "the", "a", "an", "of", "me", "us", "please", "show", "give", "list", "display", "find", "return",
            "what", "which", "who", "whose", "is", "are", "was", "were", "be", "there", "their", "its", "it",
            "them", "they", "this", "that", "those", "these", "all", "and", "or", "to", "in", "on", "with",
            "about", "how", "do", "does", "can", "could", "you", "i", "want", "would", "like", "visualize",
            "plot", "draw", "chart", "graph", "using", "use", "as", "also", "just", "only", "then", "next",
            "s", "corresponding", "respective", "tell", "get", "make", "create", "dashboard", "see", "we",
            "my", "our", "for", "at", "from", "into", "than", "have", "has", "had", "any", "some", "both",
            "different", "various", "given", "shows", "showing", "view", "information", "data", "attribute", "attributes",
            "distribution", "comparison", "compare", "change", "changes", "between", "will", "should",
            "record", "records", "out", "know", "here", "his", "her", "bin", "per", "visualization", "visualisation", "instead", "too", "well", "much");

    private Fillers() {}

    static boolean isFiller(Token token) {
        return token.kind() == Token.Kind.WORD && ALL.contains(token.text());
    }

    static boolean isFiller(String word) {
        return ALL.contains(word);
    }
}
