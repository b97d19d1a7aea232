package org.mnemos.connector.profile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mnemos.api.connector.AggregateRow;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.ColumnType;
import org.mnemos.api.connector.DatePair;
import org.mnemos.api.connector.SemanticType;

/**
 * The semantic layer of a profile, decided at the end of the one pass: each column's semantic type with its
 * evidence, the aggregate rows of its dimensions, and the table's date pairs.
 */
final class SemanticPass {

    private static final Set<SemanticType> DIMENSIONS =
            Set.of(SemanticType.CATEGORY, SemanticType.NAME, SemanticType.CODE, SemanticType.TEXT);

    static final String LARGER_THAN_EACH_MEMBER = "its sums exceed each member's";

    private SemanticPass() {}

    static List<ColumnProfile> annotate(List<ColumnStats> stats, List<ColumnProfile> profiles, MemberSums sums) {
        List<Semantic> semantics = new ArrayList<>();
        Set<Integer> summable = new HashSet<>();
        for (int i = 0; i < stats.size(); i++) {
            Semantic semantic =
                    SemanticClassifier.classify(stats.get(i), profiles.get(i).columnType());
            semantics.add(semantic);
            if (semantic.type().summable()) {
                summable.add(i);
            }
        }
        List<ColumnProfile> annotated = new ArrayList<>();
        for (int i = 0; i < stats.size(); i++) {
            Semantic semantic = semantics.get(i);
            List<AggregateRow> rows =
                    DIMENSIONS.contains(semantic.type()) ? aggregateRows(stats.get(i), i, sums, summable) : List.of();
            annotated.add(profiles.get(i).withSemantic(semantic.type(), semantic.evidence(), rows));
        }
        return annotated;
    }

    /**
     * Values named like aggregates and values whose sums equal the other values' sums, both kinds of evidence
     * joined per value; none when they would be half the column's values (then they are its members).
     */
    private static List<AggregateRow> aggregateRows(
            ColumnStats column, int index, MemberSums sums, Set<Integer> summable) {
        Set<String> candidates = column.aggregates().found().keySet();
        // Names of groups in half the column's values make it a column of groups (continents): they are its members.
        if (column.aggregates().givenUp()
                || candidates.size() * 2 >= column.distinct().count()) {
            return List.of();
        }
        Map<String, String> named = named(column, index, sums, summable);
        Map<String, String> evidence = new LinkedHashMap<>(named);
        sums.totals(index, named.keySet(), summable)
                .forEach((value, why) -> evidence.merge(value, why, (a, b) -> a + "; " + b));
        if (evidence.isEmpty() || evidence.size() * 2 >= column.distinct().count()) {
            return List.of();
        }
        // Totals first, the values with both kinds of evidence first among them: a reader short of room keeps these.
        return evidence.entrySet().stream()
                .sorted(Comparator.comparingInt((Map.Entry<String, String> e) -> rank(e.getValue())))
                .map(e -> new AggregateRow(e.getKey(), e.getValue()))
                .toList();
    }

    /**
     * The values named like aggregates that the sums do not contradict. A "Total" smaller than one of its parts
     * is a name (a company). Group names are members in a column of groups (a region column): a long list of
     * places (countries) has them beside its members, a short one only when the group is larger than each member.
     */
    private static Map<String, String> named(ColumnStats column, int index, MemberSums sums, Set<Integer> summable) {
        Map<String, String> found = column.aggregates().found();
        Map<String, String> named = new LinkedHashMap<>();
        found.forEach((value, why) -> {
            if (why.equals(AggregateNames.TOTAL)) {
                if (!sums.smallerThanAPart(index, value, summable)) {
                    named.put(value, why);
                }
            } else if (column.distinct().count() > ValueCatalog.EXACT_CAP) {
                named.put(value, why);
            } else if (sums.exceedsEveryMember(index, value, found.keySet(), summable)) {
                named.put(value, why + "; " + LARGER_THAN_EACH_MEMBER);
            }
        });
        return named;
    }

    private static int rank(String evidence) {
        boolean sums = evidence.contains(MemberSums.EVIDENCE);
        boolean total = evidence.contains(AggregateNames.TOTAL);
        return sums && total ? 0 : sums ? 1 : total ? 2 : 3;
    }

    static List<DatePair> datePairs(List<ColumnProfile> profiles, DatePairs pairs) {
        Set<Integer> dated = new HashSet<>();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < profiles.size(); i++) {
            ColumnType type = profiles.get(i).columnType();
            if (type == ColumnType.DATE || type == ColumnType.DATETIME) {
                dated.add(i);
            }
            names.add(profiles.get(i).name());
        }
        return pairs.pairs(dated, names);
    }
}
