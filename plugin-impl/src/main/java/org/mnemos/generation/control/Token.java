package org.mnemos.generation.control;

/**
 * One word, number or quoted string of a request.
 *
 * @param text   lower-case as written (a quoted string without its quotes, case kept)
 * @param stem   the word's English stem mapped to its synonym group; the number or quoted text otherwise
 * @param kind   what it is
 * @param from   the offset of its first character in the request
 * @param to     the offset after its last character
 */
record Token(String text, String stem, Kind kind, int from, int to) {

    enum Kind {
        WORD,
        NUMBER,
        QUOTED,
        /** {@code = != < > <= >=} */
        OPERATOR
    }

    boolean is(String word) {
        return kind == Kind.WORD && text.equals(word);
    }

    boolean isNumber() {
        return kind == Kind.NUMBER;
    }
}
