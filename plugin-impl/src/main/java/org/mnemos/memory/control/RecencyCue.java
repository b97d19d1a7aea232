package org.mnemos.memory.control;

import java.util.regex.Pattern;

/**
 * Whether a query asks for the latest state of something ("what is my current …", "do I still …").
 * Only then does recency weigh in ranking: for "when did …" or "what did … say about …" the
 * evidence is often old, and preferring recent entries buried it.
 */
final class RecencyCue {

    private static final Pattern LATEST = Pattern.compile(
            "\\b(current(ly)?|latest|newest|now|nowadays|these days|lately|recent(ly)?|most recent|at the moment|"
                    + "today|still|any ?more|updated?|changed?)\\b",
            Pattern.CASE_INSENSITIVE);

    private RecencyCue() {}

    static boolean asksForLatest(String query) {
        return LATEST.matcher(query).find();
    }
}
