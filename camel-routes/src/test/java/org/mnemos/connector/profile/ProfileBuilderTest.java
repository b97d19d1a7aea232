package org.mnemos.connector.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.ColumnType;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.Row;
import org.mnemos.api.connector.ValueCount;

class ProfileBuilderTest {

    @Test
    void promotesIntegerToDecimalToString() {
        assertThat(typeOf("1", "2", "-3")).isEqualTo(ColumnType.INTEGER);
        assertThat(typeOf("1", "2.5", "3e2")).isEqualTo(ColumnType.DECIMAL);
        assertThat(typeOf("1", "2.5", "three")).isEqualTo(ColumnType.CATEGORICAL);
        assertThat(typeOf("05021", "12209")).as("leading zeros make codes").isEqualTo(ColumnType.CATEGORICAL);
    }

    @Test
    void countsBlankAndPlaceholderValuesAsNulls() {
        ColumnProfile column = profileOf("7", "", "  ", "NA", "n/a", "NULL", null, "9.5")
                .columns()
                .get(0);

        assertThat(column.nulls()).isEqualTo(6);
        assertThat(column.columnType()).isEqualTo(ColumnType.DECIMAL);
        assertThat(column.mean()).isEqualTo(8.25);
        assertThat(column.distinct()).isEqualTo(2);
    }

    @Test
    void detectsDateFormatsAndRanges() {
        ColumnProfile iso =
                profileOf("2024-03-05", "2023-12-31", "2024-01-15").columns().get(0);
        assertThat(iso.columnType()).isEqualTo(ColumnType.DATE);
        assertThat(iso.dateFormat()).isEqualTo("yyyy-MM-dd");
        assertThat(iso.min()).isEqualTo("2023-12-31");
        assertThat(iso.max()).isEqualTo("2024-03-05");

        ColumnProfile us =
                profileOf("11/8/2018", "11/13/2018", "1/2/2017").columns().get(0);
        assertThat(us.dateFormat()).isEqualTo("M/d/yyyy");
        assertThat(us.min()).isEqualTo("2017-01-02");

        ColumnProfile european = profileOf("13/08/2018", "01/02/2017").columns().get(0);
        assertThat(european.dateFormat()).isEqualTo("dd/MM/yyyy");
        assertThat(european.max()).isEqualTo("2018-08-13");

        ColumnProfile month = profileOf("02-Jun-06", "14-NOV-06").columns().get(0);
        assertThat(month.dateFormat()).isEqualTo("dd-MMM-yy");
        assertThat(month.max()).isEqualTo("2006-11-14");
    }

    @Test
    void detectsDateTimes() {
        ColumnProfile iso = profileOf("2024-03-05T10:15:30", "2024-03-05T09:00:00")
                .columns()
                .get(0);
        assertThat(iso.columnType()).isEqualTo(ColumnType.DATETIME);
        assertThat(iso.min()).isEqualTo("2024-03-05T09:00");

        ColumnProfile sql = profileOf("1996-07-04 00:00:00.000", "1998-05-06 00:00:00.000")
                .columns()
                .get(0);
        assertThat(sql.columnType()).isEqualTo(ColumnType.DATETIME);
        assertThat(sql.dateFormat()).isEqualTo("yyyy-MM-dd HH:mm:ss[.SSS]");
    }

    @Test
    void aValueOutsideEveryDateFormatMakesAString() {
        assertThat(typeOf("2024-03-05", "Date Not Captured")).isEqualTo(ColumnType.CATEGORICAL);
        assertThat(typeOf("2024-02-30")).as("no such day").isEqualTo(ColumnType.CATEGORICAL);
    }

    @Test
    void recognisesBooleans() {
        ColumnProfile column = profileOf("Yes", "No", "Yes").columns().get(0);
        assertThat(column.columnType()).isEqualTo(ColumnType.BOOLEAN);
        assertThat(column.values()).containsExactly(new ValueCount("Yes", 2), new ValueCount("No", 1));
    }

    @Test
    void listsEverySmallCategoryExactly() {
        DataProfile profile = generated(5_000, i -> new String[] {"region-" + (i % 50)}, "region");
        ColumnProfile column = profile.columns().get(0);

        assertThat(column.columnType()).isEqualTo(ColumnType.CATEGORICAL);
        assertThat(column.valuesComplete()).isTrue();
        assertThat(column.values())
                .hasSize(50)
                .allSatisfy(v -> assertThat(v.count()).isEqualTo(100));
    }

    @Test
    void listsFrequentValuesOfLargeCategories() {
        // 60 rare values and one dominant one: more than the exact catalog holds.
        DataProfile profile = generated(6_000, i -> new String[] {i % 2 == 0 ? "common" : "rare-" + (i % 120)}, "kind");
        ColumnProfile column = profile.columns().get(0);

        assertThat(column.valuesComplete()).isFalse();
        assertThat(column.values().get(0).value()).isEqualTo("common");
        assertThat(column.values().get(0).count()).isCloseTo(3_000, within(60L));
    }

    @Test
    void recognisesIdentifiersAndText() {
        DataProfile profile = generated(
                2_000,
                i -> new String[] {
                    String.valueOf(i + 1),
                    "C-" + (i * 7919 % 100_003),
                    "a longer free text comment number " + i + " about the order"
                },
                "Row ID",
                "customerRef",
                "comment");

        assertThat(profile.columns())
                .extracting(ColumnProfile::columnType)
                .containsExactly(ColumnType.IDENTIFIER, ColumnType.IDENTIFIER, ColumnType.TEXT);
        assertThat(profile.columns().get(0).min()).isEqualTo("1");
        assertThat(profile.columns().get(0).mean())
                .as("identifiers are not averaged")
                .isNull();
    }

    @Test
    void numericStatisticsMatchAnExactComputation() {
        Random random = new Random(7);
        double[] xs = random.doubles(20_000, -50, 1_000)
                .map(x -> Math.round(x * 100) / 100.0)
                .toArray();
        DataProfile profile = generated(xs.length, i -> new String[] {Double.toString(xs[i])}, "amount");
        ColumnProfile column = profile.columns().get(0);

        double mean = Arrays.stream(xs).sum() / xs.length;
        double variance = Arrays.stream(xs).map(x -> (x - mean) * (x - mean)).sum() / (xs.length - 1);
        double[] sorted = Arrays.stream(xs).sorted().toArray();
        assertThat(column.mean()).isCloseTo(mean, within(1e-9));
        assertThat(column.std()).isCloseTo(Math.sqrt(variance), within(1e-9));
        assertThat(Double.parseDouble(column.min())).isEqualTo(sorted[0]);
        assertThat(Double.parseDouble(column.max())).isEqualTo(sorted[sorted.length - 1]);
        // KLL with k = 200: normalized rank error under 2% with high probability.
        assertThat(column.quantiles().p50())
                .isBetween(sorted[(int) (0.48 * xs.length)], sorted[(int) (0.52 * xs.length)]);
        assertThat(column.quantiles().p25())
                .isBetween(sorted[(int) (0.23 * xs.length)], sorted[(int) (0.27 * xs.length)]);
    }

    @Test
    void countsDistinctExactlyUpToTheCapThenEstimates() {
        DataProfile profile = generated(50_000, i -> new String[] {"v" + (i % 1_000), "w" + (i % 20_000)}, "a", "b");

        assertThat(profile.columns().get(0).distinct()).isEqualTo(1_000);
        assertThat(profile.columns().get(0).distinctExact()).isTrue();
        assertThat(profile.columns().get(1).distinctExact()).isFalse();
        assertThat(profile.columns().get(1).distinct()).isCloseTo(20_000, within(600L));
    }

    @Test
    void retainedStateDoesNotGrowWithRowCount() {
        ProfileBuilder builder = new ProfileBuilder(List.of("id", "amount", "category", "note"));
        Random random = new Random(11);
        long afterHundredThousand = 0;
        for (int i = 0; i < 400_000; i++) {
            builder.add(new Row(
                    i + 1,
                    List.of(
                            "id-" + i,
                            Double.toString(random.nextGaussian() * 100),
                            "cat-" + random.nextInt(500),
                            "note " + random.nextInt(1_000_000))));
            if (i + 1 == 100_000) {
                afterHundredThousand = builder.retainedSize();
            }
        }
        // The KLL sketch may add a level (a few dozen items) as n quadruples; everything else is fixed.
        assertThat(builder.retainedSize()).isLessThanOrEqualTo(afterHundredThousand + 100);
        assertThat(builder.retainedSize()).isLessThan(200_000);
    }

    @Test
    void samplesAreDeterministicAndInSourceOrder() {
        IntFunction<String[]> values = i -> new String[] {String.valueOf(i)};
        DataProfile first = generated(10_000, values, "n");
        DataProfile second = generated(10_000, values, "n");

        assertThat(first.samples()).hasSize(5).isEqualTo(second.samples());
        assertThat(first.samples())
                .extracting(row -> Integer.parseInt(row.get(0)))
                .isSorted();
    }

    @Test
    void fingerprintDependsOnNamesAndTypesOnly() {
        String a = generated(10, i -> new String[] {String.valueOf(i), "x"}, "n", "s")
                .fingerprint();
        String b = generated(99, i -> new String[] {String.valueOf(i * 3), "y" + (i % 2)}, "n", "s")
                .fingerprint();
        String c = generated(10, i -> new String[] {i + ".5", "x"}, "n", "s").fingerprint();

        assertThat(a).hasSize(64).isEqualTo(b).isNotEqualTo(c);
    }

    private static ColumnType typeOf(String... values) {
        return profileOf(values).columns().get(0).columnType();
    }

    private static DataProfile profileOf(String... values) {
        ProfileBuilder builder = new ProfileBuilder(List.of("value"));
        for (int i = 0; i < values.length; i++) {
            builder.add(new Row(i + 2, Arrays.asList(values[i])));
        }
        return builder.build();
    }

    private static DataProfile generated(int rows, IntFunction<String[]> values, String... names) {
        ProfileBuilder builder = new ProfileBuilder(List.of(names));
        for (int i = 0; i < rows; i++) {
            builder.add(new Row(i + 2, new ArrayList<>(Arrays.asList(values.apply(i)))));
        }
        return builder.build();
    }
}
