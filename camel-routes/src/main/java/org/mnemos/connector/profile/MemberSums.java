package org.mnemos.connector.profile;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The value evidence of aggregate rows: per value of a few text columns (dimensions), the sums of a few numeric
 * columns (measures). A value whose sum equals the sum of the column's other members (within
 * {@value #TOLERANCE}) stands for them — a "Total" row, or "World" beside its countries. Bounded: the first
 * {@value #COLUMNS} columns of each kind (by their first value) and {@value AggregateCandidates#MAX_VALUES}
 * values per dimension; a dimension with more is given up.
 */
final class MemberSums {

    static final int COLUMNS = 8;
    static final double TOLERANCE = 0.01;
    static final String EVIDENCE = "its sums equal the other values' sums";

    private final List<Integer> dimensions = new ArrayList<>();
    private final List<Integer> measures = new ArrayList<>();
    private final Map<Integer, Map<String, double[]>> sums = new HashMap<>();
    private final boolean[] decided;

    MemberSums(int columns) {
        this.decided = new boolean[columns];
    }

    /** One row: each column's value (null when missing) and its number (NaN when not numeric). */
    void add(String[] values, double[] numbers) {
        for (int i = 0; i < values.length; i++) {
            if (!decided[i] && values[i] != null) {
                decided[i] = true;
                List<Integer> kind = Double.isNaN(numbers[i]) ? dimensions : measures;
                if (kind.size() < COLUMNS) {
                    kind.add(i);
                    if (kind == dimensions) {
                        sums.put(i, new HashMap<>());
                    }
                }
            }
        }
        for (int d : dimensions) {
            Map<String, double[]> byValue = sums.get(d);
            if (byValue == null || values[d] == null) {
                continue;
            }
            double[] total = byValue.computeIfAbsent(values[d], v -> new double[COLUMNS]);
            if (byValue.size() > AggregateCandidates.MAX_VALUES) {
                sums.put(d, null);
                continue;
            }
            for (int m = 0; m < measures.size(); m++) {
                double x = numbers[measures.get(m)];
                total[m] += Double.isNaN(x) ? 0 : x;
            }
        }
    }

    /**
     * The values of column {@code dimension} whose sums equal the sums of its other values for every measure
     * among {@code numeric} (coincidence on all of them is unlikely; with one measure, seven values at least);
     * the values already named as aggregates ({@code named}) are not counted among the members.
     */
    Map<String, String> totals(int dimension, Set<String> named, Set<Integer> numeric) {
        Map<String, String> found = new LinkedHashMap<>();
        Map<String, double[]> byValue = sums.get(dimension);
        List<Integer> checked = checked(numeric);
        if (byValue == null || checked.isEmpty() || byValue.size() < (checked.size() == 1 ? 7 : 4)) {
            return found;
        }
        double[] members = new double[COLUMNS];
        byValue.forEach((value, total) -> {
            for (int m : checked) {
                members[m] += named.contains(value) ? 0 : total[m];
            }
        });
        byValue.forEach((value, total) -> {
            boolean sumsUp = true;
            for (int m : checked) {
                double others = named.contains(value) ? members[m] : members[m] - total[m];
                sumsUp &= others != 0 && Math.abs(total[m] - others) <= TOLERANCE * Math.abs(others);
            }
            if (sumsUp) {
                found.put(value, EVIDENCE);
            }
        });
        return found;
    }

    /**
     * Whether {@code value}'s sum of every summable measure is below another value's: then it cannot total the
     * column's values. False when nothing could be compared (no measure, or the dimension given up).
     */
    boolean smallerThanAPart(int dimension, String value, Set<Integer> numeric) {
        Map<String, double[]> byValue = sums.get(dimension);
        List<Integer> checked = checked(numeric);
        if (byValue == null || checked.isEmpty() || !byValue.containsKey(value)) {
            return false;
        }
        double[] own = byValue.get(value);
        for (int m : checked) {
            final int measure = m;
            boolean exceeded = byValue.entrySet().stream()
                    .anyMatch(e -> !e.getKey().equals(value) && e.getValue()[measure] > own[measure]);
            if (!exceeded) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code value}'s sum of every summable measure exceeds the sum of each value not in {@code named}, of
     * which there are two at least: a row that holds several others is larger than any one of them ("High income"
     * beside its countries), while a name among its peers is not. False when nothing could be compared.
     */
    boolean exceedsEveryMember(int dimension, String value, Set<String> named, Set<Integer> numeric) {
        Map<String, double[]> byValue = sums.get(dimension);
        List<Integer> checked = checked(numeric);
        if (byValue == null || checked.isEmpty() || !byValue.containsKey(value)) {
            return false;
        }
        List<double[]> members = byValue.entrySet().stream()
                .filter(e -> !named.contains(e.getKey()))
                .map(Map.Entry::getValue)
                .toList();
        double[] own = byValue.get(value);
        return members.size() >= 2
                && checked.stream().allMatch(m -> members.stream().allMatch(member -> own[m] > member[m]));
    }

    /** The positions (among the tracked measures) of those in {@code numeric}. */
    private List<Integer> checked(Set<Integer> numeric) {
        List<Integer> checked = new ArrayList<>();
        for (int m = 0; m < measures.size(); m++) {
            if (numeric.contains(measures.get(m))) {
                checked.add(m);
            }
        }
        return checked;
    }

    int retainedItems() {
        return sums.values().stream().mapToInt(m -> m == null ? 0 : m.size()).sum();
    }
}
