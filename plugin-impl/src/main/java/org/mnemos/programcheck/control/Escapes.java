package org.mnemos.programcheck.control;

/**
 * Resolves JavaScript string escapes so that a catalog value written with a unicode or hex escape
 * for one of its letters is still compared as that value. Octal escapes and code-point escapes in
 * braces are kept as written.
 */
final class Escapes {

    private Escapes() {}

    /** Appends the character at {@code at} (resolving an escape that starts there) and returns the index after it. */
    static int append(String code, int at, StringBuilder value) {
        char c = code.charAt(at);
        if (c != '\\' || at + 1 >= code.length()) {
            value.append(c);
            return at + 1;
        }
        char escaped = code.charAt(at + 1);
        int digits = escaped == 'u' ? 4 : escaped == 'x' ? 2 : 0;
        if (digits > 0
                && at + 2 + digits <= code.length()
                && code.substring(at + 2, at + 2 + digits).chars().allMatch(Escapes::isHex)) {
            value.append((char) Integer.parseInt(code.substring(at + 2, at + 2 + digits), 16));
            return at + 2 + digits;
        }
        value.append(
                switch (escaped) {
                    case 'n' -> '\n';
                    case 't' -> '\t';
                    case 'r' -> '\r';
                    case '\n' -> "";
                    default -> escaped;
                });
        return at + 2;
    }

    private static boolean isHex(int c) {
        return Character.digit(c, 16) >= 0;
    }
}
