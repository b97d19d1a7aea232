package org.mnemos.benchmarks.http;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Random;

/**
 * A weekly operations table of any length, the shape of the supply-chain demo: a date, three categoricals
 * of growing cardinality, counts, a percentage and money. Seeded, so every run measures the same file.
 */
final class SyntheticOperations {

    private static final String[] REGIONS = {"North", "South", "East", "West", "Central", "Export", "Online", "Retail"};
    private static final String[] GATES = {"Supply", "Make", "Deliver", "Return"};

    private SyntheticOperations() {}

    static Path write(Path file, int rows) throws IOException {
        Random random = new Random(rows);
        LocalDate first = LocalDate.of(2024, 1, 1);
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write("Order ID,Week,Region,Gate,Product,Ordered,Shipped,Attainment,Cost\n");
            for (int i = 0; i < rows; i++) {
                int ordered = 20 + random.nextInt(480);
                int shipped = (int) Math.round(ordered * (0.6 + random.nextDouble() * 0.45));
                out.write("ORD-" + (100_000 + i) + ',' + first.plusWeeks(random.nextInt(104)) + ','
                        + REGIONS[random.nextInt(REGIONS.length)] + ',' + GATES[random.nextInt(GATES.length)] + ",P-"
                        + random.nextInt(200) + ',' + ordered + ',' + shipped + ','
                        + String.format("%.1f", 100.0 * shipped / ordered) + ','
                        + String.format("%.2f", shipped * (3 + random.nextDouble() * 40)) + '\n');
            }
        }
        return file;
    }
}
