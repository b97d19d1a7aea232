package org.mnemos.memory.control;

import java.util.ArrayList;
import java.util.List;

/**
 * The literal texts one of which every match of a rule's pattern contains, read off the pattern's leading word or
 * alternation ("\\b(?:ignore|forget) …" needs "ignore" or "forget"). Java's regex engine tries a leading alternation
 * at every position of the text; a {@link String#contains} first lets the screen skip the rules whose words are not
 * there at all. Empty when the pattern has no such literal to rely on: that rule always runs.
 */
final class RuleNeedles {

    private static final String META = "\\()[]{}?*+|.^$";

    private RuleNeedles() {}

    static List<String> of(String regex) {
        String rest = withoutBoundary(regex);
        if (!rest.startsWith("(?:")) {
            String literal = literal(rest);
            return literal.isEmpty() || hasTopLevelBar(rest) ? List.of() : List.of(literal);
        }
        int close = closing(rest);
        if (close < 0
                || close + 1 < rest.length() && "?*{".indexOf(rest.charAt(close + 1)) >= 0
                || hasTopLevelBar(rest.substring(close + 1))) {
            return List.of();
        }
        List<String> needles = new ArrayList<>();
        for (String alternative : topLevel(rest.substring(3, close))) {
            String literal = literal(withoutBoundary(alternative));
            if (literal.isEmpty()) {
                return List.of();
            }
            needles.add(literal);
        }
        return List.copyOf(needles);
    }

    private static String withoutBoundary(String regex) {
        return regex.startsWith("\\b") ? regex.substring(2) : regex;
    }

    /** The plain characters the pattern starts with; the last one dropped when a quantifier makes it optional. */
    private static String literal(String regex) {
        int end = 0;
        while (end < regex.length() && META.indexOf(regex.charAt(end)) < 0) {
            end++;
        }
        boolean optionalLast = end < regex.length() && "?*{".indexOf(regex.charAt(end)) >= 0;
        return regex.substring(0, optionalLast ? Math.max(0, end - 1) : end).stripTrailing();
    }

    private static int closing(String group) {
        return atTopLevel(group, 1, ')');
    }

    private static List<String> topLevel(String alternation) {
        List<String> parts = new ArrayList<>();
        int start = 0;
        for (int bar = atTopLevel(alternation, 0, '|'); bar >= 0; bar = atTopLevel(alternation, start, '|')) {
            parts.add(alternation.substring(start, bar));
            start = bar + 1;
        }
        parts.add(alternation.substring(start));
        return parts;
    }

    private static boolean hasTopLevelBar(String regex) {
        return atTopLevel(regex, 0, '|') >= 0;
    }

    /** Where {@code wanted} first stands outside any group, from {@code from} on; -1 when nowhere. */
    private static int atTopLevel(String regex, int from, char wanted) {
        int depth = 0;
        for (int i = from; i < regex.length(); i++) {
            char c = regex.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == wanted && depth == 0) {
                return i;
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            }
        }
        return -1;
    }
}
