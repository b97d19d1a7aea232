package org.mnemos.connector.csv;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Pattern;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.FailureCode;

/**
 * Guesses encoding, quote and delimiter from the first bytes of a file, the way a person
 * would: a byte-order mark wins; text that is valid UTF-8 is UTF-8, anything else the
 * Windows Western code page that spreadsheets export; the delimiter is the candidate that
 * occurs the same number of times, outside quotes, in most records.
 */
final class DialectSniffer {

    static final int SAMPLE_BYTES = 64 * 1024;
    private static final char[] DELIMITERS = {',', ';', '\t', '|'};
    private static final Charset WINDOWS_1252 = Charset.forName("windows-1252");
    private static final Pattern SINGLE_QUOTED_FIELD = Pattern.compile("(?m)(^|[,;\t|])'[^']*'([,;\t|]|$)");

    private DialectSniffer() {}

    static CsvDialect detect(byte[] sample, int length, boolean complete, CsvConfig config) {
        int bom = bomLength(sample, length);
        Charset charset = config.encoding() != null ? named(config.encoding()) : charset(sample, bom, length, complete);
        String text = new String(sample, bom, length - bom, charset);
        char quote = config.quote() != null ? config.quote() : quote(text);
        char delimiter = config.delimiter() != null ? config.delimiter() : delimiter(text, quote);
        return new CsvDialect(delimiter, quote, charset, bom);
    }

    private static Charset named(String encoding) {
        try {
            return Charset.forName(encoding);
        } catch (IllegalArgumentException e) {
            throw new ConnectorException(
                    FailureCode.SOURCE_SCHEMA_INVALID,
                    "The encoding '" + encoding + "' is not known; try UTF-8 or windows-1252.",
                    e);
        }
    }

    private static int bomLength(byte[] b, int length) {
        if (length >= 3 && (b[0] & 0xFF) == 0xEF && (b[1] & 0xFF) == 0xBB && (b[2] & 0xFF) == 0xBF) {
            return 3;
        }
        boolean utf16 = length >= 2
                && (((b[0] & 0xFF) == 0xFE && (b[1] & 0xFF) == 0xFF)
                        || ((b[0] & 0xFF) == 0xFF && (b[1] & 0xFF) == 0xFE));
        return utf16 ? 2 : 0;
    }

    private static Charset charset(byte[] b, int bom, int length, boolean complete) {
        if (bom == 2) {
            return (b[0] & 0xFF) == 0xFE ? StandardCharsets.UTF_16BE : StandardCharsets.UTF_16LE;
        }
        CharsetDecoder strict = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        CharBuffer out = CharBuffer.allocate(length);
        // A sample cut mid-character is not an error: only a complete file must end cleanly.
        boolean valid = !strict.decode(ByteBuffer.wrap(b, bom, length - bom), out, complete)
                .isError();
        return valid ? StandardCharsets.UTF_8 : WINDOWS_1252;
    }

    private static char quote(String text) {
        if (text.indexOf('"') < 0 && SINGLE_QUOTED_FIELD.matcher(text).find()) {
            return '\'';
        }
        return '"';
    }

    private static char delimiter(String text, char quote) {
        char best = ',';
        long bestScore = 0;
        for (char candidate : DELIMITERS) {
            long score = score(text, quote, candidate);
            if (score > bestScore) {
                best = candidate;
                bestScore = score;
            }
        }
        return best;
    }

    /** Records in which the candidate occurs its most common (non-zero) number of times, then that number. */
    private static long score(String text, char quote, char candidate) {
        Map<Integer, Integer> recordsByCount = new HashMap<>();
        boolean quoted = false;
        int count = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == quote) {
                quoted = !quoted;
            } else if (!quoted && c == candidate) {
                count++;
            } else if (!quoted && c == '\n') {
                recordsByCount.merge(count, 1, Integer::sum);
                count = 0;
            }
        }
        return recordsByCount.entrySet().stream()
                .filter(e -> e.getKey() > 0)
                .mapToLong(e -> e.getValue() * 1_000L + e.getKey())
                .max()
                .orElse(0);
    }
}
