package org.mnemos.connector.csv;

import java.util.Map;
import java.util.Optional;
import org.mnemos.connector.source.ConfigValues;

/**
 * How to read one CSV source. Unset (null) delimiter, quote and encoding are detected from
 * the start of the file.
 *
 * @param path           the file, relative to the allowed data folder; null for an uploaded stream
 * @param delimiter      the value separator, or null to detect among {@code , ; TAB |}
 * @param quote          the quote character, or null to detect ({@code "} unless only {@code '} is used)
 * @param encoding       a charset name, or null to detect (BOM, else UTF-8 if valid, else windows-1252)
 * @param header         whether the first record names the columns; without one they are
 *                       named {@code column1}, {@code column2}, …
 * @param onMalformedRow what to do with rows of the wrong width; null means {@link MalformedRowPolicy#FAIL}
 */
public record CsvConfig(
        String path,
        Character delimiter,
        Character quote,
        String encoding,
        boolean header,
        MalformedRowPolicy onMalformedRow) {

    public CsvConfig {
        if (onMalformedRow == null) {
            onMalformedRow = MalformedRowPolicy.FAIL;
        }
    }

    /** A file with a header row, everything else detected, failing on malformed rows. */
    public static CsvConfig of(String path) {
        return new CsvConfig(path, null, null, null, true, MalformedRowPolicy.FAIL);
    }

    /** Reads the JSON configuration of a CSV source (see {@code csv.schema.json}). */
    public static CsvConfig from(Map<String, Object> config) {
        ConfigValues values = ConfigValues.of(config);
        return new CsvConfig(
                values.required("path"),
                character(values, "delimiter"),
                character(values, "quote"),
                values.text("encoding").orElse(null),
                values.flag("header", true),
                values.choice("onMalformedRow", MalformedRowPolicy.class, MalformedRowPolicy.FAIL));
    }

    private static Character character(ConfigValues values, String field) {
        Optional<String> text = values.text(field);
        if (text.isPresent() && text.get().length() != 1) {
            throw values.invalid(field, "must be a single character");
        }
        return text.map(t -> t.charAt(0)).orElse(null);
    }

    public CsvConfig with(MalformedRowPolicy policy) {
        return new CsvConfig(path, delimiter, quote, encoding, header, policy);
    }
}
