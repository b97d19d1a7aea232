package org.mnemos.programcheck.control;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Numbers as a program writes them: JavaScript numeric literals and numbers inside text. */
final class NumberText {

    /** A number standing alone in text, with optional thousands separators ("2,297,200.86"); not part of a word or hex code. */
    private static final Pattern IN_TEXT = Pattern.compile(
            "(?<![\\w.#])\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?(?![\\w])|(?<![\\w.#])\\d+(?:\\.\\d+)?(?![\\w])");

    private NumberText() {}

    /** The value of a JavaScript numeric literal ({@code 1_000}, {@code 0x1F}, {@code 1e3}, {@code 10n}), if it is one. */
    static Optional<BigDecimal> ofLiteral(String source) {
        String text = source.replace("_", "").toLowerCase(Locale.ROOT);
        if (text.endsWith("n")) {
            text = text.substring(0, text.length() - 1);
        }
        try {
            if (text.length() > 2 && text.charAt(0) == '0' && "xob".indexOf(text.charAt(1)) >= 0) {
                int radix = switch (text.charAt(1)) {
                    case 'x' -> 16;
                    case 'o' -> 8;
                    default -> 2;
                };
                return Optional.of(new BigDecimal(new BigInteger(text.substring(2), radix)));
            }
            return Optional.of(new BigDecimal(text));
        } catch (NumberFormatException notANumber) {
            return Optional.empty();
        }
    }

    /** Every number written in a piece of text, thousands separators removed. */
    static List<BigDecimal> inText(String text) {
        List<BigDecimal> numbers = new ArrayList<>();
        Matcher matcher = IN_TEXT.matcher(text);
        while (matcher.find()) {
            numbers.add(new BigDecimal(matcher.group().replace(",", "")));
        }
        return numbers;
    }

    /**
     * Significant digits of a value (100 → 1, 0.5 → 1, 229.86 → 5). A number with fewer than three
     * is too common in UI code (0, 1, 2, 14, 100, 0.5, 250) to be evidence of a copied data value.
     */
    static boolean isTelling(BigDecimal value) {
        return value.signum() != 0 && value.stripTrailingZeros().precision() >= 3;
    }
}
