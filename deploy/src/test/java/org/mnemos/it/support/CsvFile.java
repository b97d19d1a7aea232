package org.mnemos.it.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** A synthetic table written as RFC 4180 CSV: a header, then each row's values in the header's order. */
public final class CsvFile {

    private CsvFile() {}

    public static Path write(String name, List<String> header, List<Map<String, String>> rows) {
        List<String> lines = new ArrayList<>();
        lines.add(header.stream().map(CsvFile::quoted).collect(Collectors.joining(",")));
        rows.forEach(row -> lines.add(header.stream()
                .map(column -> quoted(row.getOrDefault(column, "")))
                .collect(Collectors.joining(","))));
        try {
            Path file = Files.createTempFile(name, ".csv");
            Files.write(file, lines, StandardCharsets.UTF_8);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String quoted(String value) {
        return value.contains(",") || value.contains("\"") ? "\"" + value.replace("\"", "\"\"") + "\"" : value;
    }
}
