package org.mnemos.connector.csv;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.camel.CamelContext;
import org.apache.camel.impl.DefaultCamelContext;

/** The shared sample tables: {@code shared/data} beside the repository, or {@code -Dmnemos.sampleData}. */
public final class SampleData {

    /** CSV reading needs a context only to create its exchanges: it need not be started. */
    private static final CamelContext CAMEL = new DefaultCamelContext();

    private SampleData() {}

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
        throw new IllegalStateException(
                "shared/data not found above " + Path.of("").toAbsolutePath() + "; set -Dmnemos.sampleData");
    }

    public static CsvSource source() {
        return source(folder());
    }

    /** A CSV connector reading files under {@code folder}. */
    public static CsvSource source(Path folder) {
        return new CsvSource(new AllowedPaths(folder), CAMEL);
    }
}
