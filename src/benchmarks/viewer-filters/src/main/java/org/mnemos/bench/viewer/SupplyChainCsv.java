package org.mnemos.bench.viewer;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Locale;
import java.util.Random;

/**
 * A superstore-shaped order-lines CSV of any size, the same for the same seed: two lines an order on average,
 * four years of ISO order dates, skewed ship modes (60/20/15/5 %), four regions, three segments, three
 * categories of seventeen sub-categories, log-normal sales with two decimals, a profit that depends on the
 * discount.
 */
final class SupplyChainCsv {

    static final String[] MODES = {"Standard Class", "Second Class", "First Class", "Same Day"};
    static final double[] MODE_SHARES = {0.60, 0.20, 0.15, 0.05};
    static final String[] REGIONS = {"West", "East", "Central", "South"};
    static final String[] SEGMENTS = {"Consumer", "Corporate", "Home Office"};
    static final String[] CATEGORIES = {"Furniture", "Office Supplies", "Technology"};
    private static final String[][] SUBCATEGORIES = {
        {"Bookcases", "Chairs", "Furnishings", "Tables"},
        {"Appliances", "Art", "Binders", "Envelopes", "Fasteners", "Labels", "Paper", "Storage", "Supplies"},
        {"Accessories", "Copiers", "Machines", "Phones"}
    };
    private static final double[] DISCOUNTS = {0, 0, 0, 0.1, 0.2, 0.3};
    static final LocalDate FIRST = LocalDate.of(2021, 1, 1);
    static final int DAYS = 4 * 365;

    private SupplyChainCsv() {}

    static void write(Path file, long rows) throws IOException {
        Random random = new Random(42);
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write("Order ID,Order Date,Ship Mode,Customer ID,Segment,Region,Category,Sub-Category,Sales,Quantity,"
                    + "Discount,Profit\n");
            long order = 0;
            LocalDate date = FIRST;
            String mode = MODES[0];
            String customer = "";
            String segment = SEGMENTS[0];
            String region = REGIONS[0];
            for (long i = 0; i < rows; i++) {
                if (i == 0 || random.nextDouble() < 0.5) {
                    order++;
                    date = FIRST.plusDays(random.nextInt(DAYS));
                    mode = pick(random, MODES, MODE_SHARES);
                    customer = String.format(Locale.ROOT, "CU-%05d", random.nextInt(Math.max(100, (int) (rows / 12))));
                    segment = SEGMENTS[random.nextInt(SEGMENTS.length)];
                    region = REGIONS[random.nextInt(REGIONS.length)];
                }
                int category = random.nextInt(CATEGORIES.length);
                String[] subs = SUBCATEGORIES[category];
                double sales = Math.round(Math.exp(3.5 + random.nextGaussian() * 1.2) * 100) / 100.0;
                double discount = DISCOUNTS[random.nextInt(DISCOUNTS.length)];
                double profit = Math.round(sales * (0.25 - discount * 1.1 + random.nextGaussian() * 0.1) * 10000) / 10000.0;
                out.write(String.format(
                        Locale.ROOT,
                        "ORD-%07d,%s,%s,%s,%s,%s,%s,%s,%.2f,%d,%.1f,%.4f%n",
                        order,
                        date,
                        mode,
                        customer,
                        segment,
                        region,
                        CATEGORIES[category],
                        subs[random.nextInt(subs.length)],
                        sales,
                        1 + random.nextInt(14),
                        discount,
                        profit));
            }
        }
    }

    private static String pick(Random random, String[] values, double[] shares) {
        double r = random.nextDouble();
        for (int i = 0; i < values.length; i++) {
            r -= shares[i];
            if (r < 0) {
                return values[i];
            }
        }
        return values[values.length - 1];
    }
}
