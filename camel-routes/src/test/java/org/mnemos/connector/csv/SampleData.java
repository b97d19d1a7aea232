package org.mnemos.connector.csv;

import java.nio.file.Files;
import java.nio.file.Path;

/** The shared sample tables: {@code shared/data} beside the repository, or {@code -Dmnemos.sampleData}. */
public final class SampleData {

    private SampleData() {
    }

    public static Path folder() {
        String configured = System.getProperty("mnemos.sampleData");
        if (configured != null && Files.isDirectory(Path.of(configured, "superstore"))) {
            return Path.of(configured);
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("shared/data");
            if (Files.isDirectory(candidate.resolve("superstore"))) {
                return candidate;
            }
        }
        throw new IllegalStateException("shared/data not found above " + Path.of("").toAbsolutePath()
                + "; set -Dmnemos.sampleData");
    }

    public static CsvSource source() {
        return new CsvSource(new AllowedPaths(folder()));
    }
}
