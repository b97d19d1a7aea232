package org.mnemos.bench.profiler;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.LocalDate;
import java.util.SplittableRandom;

/**
 * Writes a deterministic synthetic orders table: 13 columns mixing an integer id, decimals,
 * a date and a date-time, small and large cardinality categoricals, a boolean and free text
 * (some of it quoted, with commas and escaped quotes), with a few blank values. The same seed
 * and row count always give the same bytes.
 */
public final class SyntheticCsv {

    public static final long SEED = 42L;

    static final String HEADER = "order_id,customer_id,order_date,shipped_at,region,product,quantity,"
            + "unit_price,discount,amount,is_member,status,note\n";

    private static final String[] REGIONS = {"North", "South", "East", "West", "Central", "North-East",
        "South-West", "Overseas"};
    private static final String[] STATUS = {"NEW", "PAID", "PAID", "SHIPPED", "SHIPPED", "SHIPPED",
        "DELIVERED", "DELIVERED", "DELIVERED", "DELIVERED", "DELIVERED", "RETURNED"};
    private static final String[] DISCOUNTS = {"0", "0", "0", "0.05", "0.1", "0.15", "0.2"};
    private static final String[] WORDS = {"customer", "asked", "for", "delivery", "before", "noon", "gift",
        "wrap", "fragile", "leave", "at", "door", "call", "on", "arrival", "invoice", "needed", "second",
        "floor", "no", "signature", "required", "express", "backorder", "partial", "shipment", "ok", "damaged",
        "box", "replacement", "sent", "loyal", "buyer", "discount", "applied", "manually", "check", "address",
        "weekend", "the", "and", "please", "urgent", "warehouse", "B", "return", "label", "printed"};
    private static final long EPOCH_2019 = LocalDate.of(2019, 1, 1).toEpochDay();

    private SyntheticCsv() {
    }

    /** Writes {@code rows} rows to {@code file} (through a temporary file, so a crash leaves no half file). */
    public static void write(Path file, long rows, long seed) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        SplittableRandom random = new SplittableRandom(seed);
        StringBuilder line = new StringBuilder(256);
        try (BufferedWriter out = new BufferedWriter(
                new OutputStreamWriter(Files.newOutputStream(tmp), StandardCharsets.UTF_8), 1 << 20)) {
            out.write(HEADER);
            for (long i = 0; i < rows; i++) {
                line.setLength(0);
                row(line, i, random);
                out.append(line);
            }
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private static void row(StringBuilder s, long i, SplittableRandom r) {
        s.append(i + 1).append(',');                                           // order_id: integer id
        s.append("CUST-");                                                      // customer_id: ~250K distinct
        pad(s, r.nextInt(250_000), 6).append(',');
        long day = EPOCH_2019 + r.nextInt(6 * 365);
        s.append(LocalDate.ofEpochDay(day)).append(',');                        // order_date: ISO date
        if (r.nextInt(100) >= 2) {                                              // shipped_at: date-time, 2% blank
            s.append(LocalDate.ofEpochDay(day + r.nextInt(10))).append(' ');
            pad(s, r.nextInt(24), 2).append(':');
            pad(s, r.nextInt(60), 2).append(':');
            pad(s, r.nextInt(60), 2);
        }
        s.append(',');
        s.append(REGIONS[r.nextInt(REGIONS.length)]).append(',');               // region: 8 values
        double u = r.nextDouble();
        s.append("SKU-");                                                       // product: ~60K, skewed
        pad(s, (int) (60_000 * u * u * u), 5).append(',');
        int quantity = 1 + r.nextInt(20);
        s.append(quantity).append(',');                                         // quantity: integer
        int cents = 99 + r.nextInt(99_900);
        cents(s, cents).append(',');                                            // unit_price: decimal
        String discount = r.nextInt(100) < 5 ? "" : DISCOUNTS[r.nextInt(DISCOUNTS.length)];
        s.append(discount).append(',');                                         // discount: decimal, 5% blank
        double factor = 1 - (discount.isEmpty() ? 0 : Double.parseDouble(discount));
        cents(s, Math.round(quantity * cents * factor)).append(',');            // amount: decimal
        s.append(r.nextInt(100) < 30 ? "true" : "false").append(',');           // is_member: boolean
        s.append(STATUS[r.nextInt(STATUS.length)]).append(',');                 // status: 5 values
        note(s, r);                                                             // note: free text
        s.append('\n');
    }

    private static void note(StringBuilder s, SplittableRandom r) {
        if (r.nextInt(100) < 40) {
            return;
        }
        int words = 3 + r.nextInt(10);
        boolean comma = r.nextInt(100) < 10;
        boolean quote = r.nextInt(100) < 2;
        boolean quoted = comma || quote;
        if (quoted) {
            s.append('"');
        }
        for (int w = 0; w < words; w++) {
            if (w > 0) {
                s.append(comma && w == words / 2 ? ", " : " ");
            }
            if (quote && w == 1) {
                s.append("\"\"").append(WORDS[r.nextInt(WORDS.length)]).append("\"\"");
            } else {
                s.append(WORDS[r.nextInt(WORDS.length)]);
            }
        }
        if (quoted) {
            s.append('"');
        }
    }

    private static StringBuilder pad(StringBuilder s, int value, int width) {
        String digits = Integer.toString(value);
        for (int k = digits.length(); k < width; k++) {
            s.append('0');
        }
        return s.append(digits);
    }

    private static StringBuilder cents(StringBuilder s, long cents) {
        s.append(cents / 100).append('.');
        long rest = cents % 100;
        if (rest < 10) {
            s.append('0');
        }
        return s.append(rest);
    }
}
