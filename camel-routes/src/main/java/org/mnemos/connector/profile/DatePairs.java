package org.mnemos.connector.profile;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.mnemos.api.connector.DatePair;

/**
 * Pairs of date columns whose difference is a duration (created/closed, start/end, order/ship): per pair of the
 * first {@value #COLUMNS} date columns, in how many rows holding both the second is on or after the first.
 * A pair is reported when its names say start and end and the order holds in most rows, or when the order
 * holds in nearly all rows whatever the names; of the two directions only the one in which the second is more
 * often strictly later.
 */
final class DatePairs {

    static final int COLUMNS = 8;
    private static final double BY_NAME = 0.8;
    private static final double BY_ORDER = 0.98;
    private static final int MIN_ROWS = 5;
    private static final Set<String> START_WORDS = Set.of(
            "created",
            "create",
            "creation",
            "open",
            "opened",
            "opening",
            "start",
            "started",
            "begin",
            "beginning",
            "order",
            "ordered",
            "received",
            "submitted",
            "issued",
            "issue",
            "admission",
            "admitted",
            "pickup",
            "checkin",
            "hire",
            "hired",
            "booked",
            "booking",
            "sent",
            "placed",
            "reported",
            "requested",
            "from",
            "birth",
            "signup",
            "registered",
            "scheduled");
    private static final Set<String> END_WORDS = Set.of(
            "closed",
            "close",
            "closing",
            "resolved",
            "resolution",
            "end",
            "ended",
            "finish",
            "finished",
            "completed",
            "complete",
            "completion",
            "ship",
            "shipped",
            "shipping",
            "delivery",
            "delivered",
            "due",
            "to",
            "discharge",
            "discharged",
            "dropoff",
            "checkout",
            "termination",
            "terminated",
            "returned",
            "paid",
            "cancelled",
            "canceled",
            "expiry",
            "expires",
            "expiration",
            "until",
            "last",
            "updated",
            "arrival",
            "arrived");

    private final List<Integer> columns = new ArrayList<>();
    private final long[][] both = new long[COLUMNS][COLUMNS];
    private final long[][] notBefore = new long[COLUMNS][COLUMNS];
    private final long[][] after = new long[COLUMNS][COLUMNS];

    /** One row: each column's date key in seconds, {@link DatePattern#NO_MATCH} where it holds no date. */
    void add(long[] keys) {
        for (int i = 0; i < keys.length && columns.size() < COLUMNS; i++) {
            if (keys[i] != DatePattern.NO_MATCH && !columns.contains(i)) {
                columns.add(i);
            }
        }
        for (int a = 0; a < columns.size(); a++) {
            long first = keys[columns.get(a)];
            if (first == DatePattern.NO_MATCH) {
                continue;
            }
            for (int b = 0; b < columns.size(); b++) {
                long second = keys[columns.get(b)];
                if (a != b && second != DatePattern.NO_MATCH) {
                    both[a][b]++;
                    notBefore[a][b] += second >= first ? 1 : 0;
                    after[a][b] += second > first ? 1 : 0;
                }
            }
        }
    }

    /** The pairs among {@code dated} (the columns finally typed date or date-time), named from {@code names}. */
    List<DatePair> pairs(Set<Integer> dated, List<String> names) {
        List<DatePair> pairs = new ArrayList<>();
        for (int a = 0; a < columns.size(); a++) {
            for (int b = 0; b < columns.size(); b++) {
                if (a == b
                        || !dated.contains(columns.get(a))
                        || !dated.contains(columns.get(b))
                        || both[a][b] < MIN_ROWS
                        || after[a][b] <= after[b][a]) {
                    continue;
                }
                String start = names.get(columns.get(a));
                String end = names.get(columns.get(b));
                double ordered = (double) notBefore[a][b] / both[a][b];
                String startWord = NameWords.of(start).any(START_WORDS);
                String endWord = NameWords.of(end).any(END_WORDS);
                boolean named = startWord != null && endWord != null && !startWord.equals(endWord);
                if ((named && ordered >= BY_NAME) || ordered >= BY_ORDER) {
                    String order = String.format(
                            Locale.ROOT, "%s ≥ %s in %.1f%% of %d rows", end, start, 100 * ordered, both[a][b]);
                    pairs.add(new DatePair(
                            start, end, ordered, named ? order + "; names say " + startWord + "/" + endWord : order));
                }
            }
        }
        return pairs;
    }
}
