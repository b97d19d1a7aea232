package org.mnemos.generation.control;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tartarus.snowball.ext.EnglishStemmer;

/**
 * Cuts requests, column names and catalog values into the same tokens, so that "Brooklyn" meets
 * "BROOKLYN", "accounts opened" meets {@code date_account_opened} and "SurfaceArea" meets "surface area".
 */
final class Words {

    private static final Pattern TOKEN =
            Pattern.compile("(?<![\\p{L}\\d])\"([^\"]*)\"|(?<![\\p{L}\\d])'([^']+)'(?![\\p{L}\\d])"
                    + "|(\\d{4}-\\d{2}-\\d{2}|\\d+(?:\\.\\d+)?)|(\\p{L}+)|(<=|>=|!=|<>|=|<|>)");
    private static final Pattern CAMEL = Pattern.compile("(?<=\\p{Ll})(?=\\p{Lu})|(?<=\\p{Lu})(?=\\p{Lu}\\p{Ll})");

    private Words() {}

    /** The tokens of a request; quoted strings stay whole. */
    static List<Token> of(String text) {
        List<Token> tokens = new ArrayList<>();
        Matcher m = TOKEN.matcher(text);
        while (m.find()) {
            if (m.group(1) != null || m.group(2) != null) {
                String quoted = m.group(1) != null ? m.group(1) : m.group(2);
                tokens.add(new Token(
                        quoted, quoted.toLowerCase(Locale.ROOT).strip(), Token.Kind.QUOTED, m.start(), m.end()));
            } else if (m.group(3) != null) {
                tokens.add(new Token(m.group(3), m.group(3), Token.Kind.NUMBER, m.start(), m.end()));
            } else if (m.group(4) != null) {
                int from = m.start();
                for (String part : CAMEL.split(m.group(4))) {
                    String lower = part.toLowerCase(Locale.ROOT);
                    tokens.add(new Token(
                            lower, Thesaurus.canonical(stem(lower)), Token.Kind.WORD, from, from + part.length()));
                    from += part.length();
                }
            } else {
                tokens.add(new Token(m.group(5), m.group(5), Token.Kind.OPERATOR, m.start(), m.end()));
            }
        }
        return tokens;
    }

    /** The stems of a name or value, quotes not being special there. */
    static List<String> stems(String name) {
        return of(name.replace('"', ' ').replace('\'', ' ')).stream()
                .map(Token::stem)
                .toList();
    }

    static String stem(String lowerCaseWord) {
        EnglishStemmer stemmer = new EnglishStemmer();
        stemmer.setCurrent(lowerCaseWord);
        stemmer.stem();
        return stemmer.getCurrent();
    }

    /** The words of a phrase joined by spaces, as written. */
    static String phrase(List<Token> tokens, int from, int to) {
        StringBuilder text = new StringBuilder();
        for (int i = from; i < to; i++) {
            text.append(i > from ? " " : "").append(tokens.get(i).text());
        }
        return text.toString();
    }
}
