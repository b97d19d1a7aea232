package org.mnemos.refresh.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.ValueCount;
import org.mnemos.refresh.entity.Drift;

class CompatibilityTest {

    @ParameterizedTest(name = "{0} ({2}) → {1} ({3}): compatible={4}")
    @CsvSource(
            delimiter = '|',
            value = {
                "integer     | decimal     | 10       | 10.5     | true",
                "decimal     | integer     | 10.0     | 10       | true",
                "decimal     | integer     | 10.25    | 10       | false",
                "integer     | categorical | 10       | ten      | false",
                "decimal     | text        | 1.5      | n/a      | false",
                "date        | text        | 2024-01-01 | soon   | false",
                "categorical | text        | Supply   | Supply   | true",
                "text        | identifier  | abc      | abc      | true",
                "integer     | integer     | 10       | 12       | true",
                "boolean     | categorical | true     | yes      | false",
            })
    void aUsedColumnMayChangeTypeOnlyInWaysTheArtifactCanFollow(
            String before, String after, String beforeValue, String afterValue, boolean compatible) {
        DataProfile then = profile(List.of(column("Sales", before, beforeValue, null)), List.of(List.of(beforeValue)));
        DataProfile now = profile(List.of(column("Sales", after, afterValue, null)), List.of(List.of(afterValue)));

        Drift drift = Compatibility.of(List.of("Sales"), then, now);

        assertThat(drift.compatible()).isEqualTo(compatible);
        if (!compatible) {
            assertThat(drift.changedColumns()).singleElement().satisfies(change -> {
                assertThat(change.column()).isEqualTo("Sales");
                assertThat(change.oldType()).isEqualTo(before);
                assertThat(change.newType()).isEqualTo(after);
                assertThat(change.reason()).isNotBlank();
            });
        }
    }

    @Test
    void aChangedDateFormatIsDriftEvenWithTheSameType() {
        DataProfile then = profile(List.of(column("Week", "date", "2024-01-01", "yyyy-MM-dd")), List.of());
        DataProfile now = profile(List.of(column("Week", "date", "01/01/2024", "MM/dd/yyyy")), List.of());

        Drift drift = Compatibility.of(List.of("Week"), then, now);

        assertThat(drift.compatible()).isFalse();
        assertThat(drift.changedColumns().get(0).reason()).contains("yyyy-MM-dd", "MM/dd/yyyy");
    }

    @Test
    void extraColumnsAreFineAndOnlyUsedColumnsCount() {
        DataProfile then =
                profile(List.of(column("Sales", "decimal", "1.5", null), column("Note", "text", "x", null)), List.of());
        DataProfile now = profile(
                List.of(column("Sales", "decimal", "2.5", null), column("Extra", "integer", "1", null)), List.of());

        Drift drift = Compatibility.of(List.of("Sales"), then, now);

        assertThat(drift.compatible()).isTrue();
        assertThat(drift.missingColumns()).isEmpty();
    }

    @Test
    void aRemovedUsedColumnIsNamedInOrderOfUse() {
        DataProfile then = profile(
                List.of(
                        column("Region", "categorical", "East", null),
                        column("Sales", "decimal", "1.5", null),
                        column("Profit", "decimal", "0.5", null)),
                List.of());
        DataProfile now = profile(List.of(column("Region", "categorical", "East", null)), List.of());

        Drift drift = Compatibility.of(List.of("Profit", "Region", "Sales", "Profit"), then, now);

        assertThat(drift.compatible()).isFalse();
        assertThat(drift.missingColumns()).containsExactly("Profit", "Sales");
    }

    @Test
    void aChangedCatalogIsCompatibleButReported() {
        DataProfile then = profile(List.of(catalog("Gate", true, "Supply", "Make")), List.of());
        DataProfile now = profile(List.of(catalog("Gate", true, "Supply", "Deliver")), List.of());

        Drift drift = Compatibility.of(List.of("Gate"), then, now);

        assertThat(drift.compatible()).isTrue();
        assertThat(drift.catalogChanges()).singleElement().satisfies(change -> {
            assertThat(change.added()).containsExactly("Deliver");
            assertThat(change.removed()).containsExactly("Make");
        });
    }

    @Test
    void anIncompleteCatalogIsNotComparedValueByValue() {
        DataProfile then = profile(List.of(catalog("Product", false, "A", "B")), List.of());
        DataProfile now = profile(List.of(catalog("Product", false, "C", "D")), List.of());

        assertThat(Compatibility.of(List.of("Product"), then, now).catalogChanges())
                .isEmpty();
    }

    @Test
    void aSampledFractionMakesDecimalToIntegerDrift() {
        DataProfile then = profile(
                List.of(column("Qty", "decimal", "1.0", null)), List.of(List.of("1.0"), List.of("2.5"), List.of("3")));
        DataProfile now = profile(List.of(column("Qty", "integer", "1", null)), List.of());

        assertThat(Compatibility.of(List.of("Qty"), then, now).compatible()).isFalse();
    }

    private static ColumnProfile column(String name, String type, String value, String dateFormat) {
        boolean numeric = type.equals("integer") || type.equals("decimal");
        boolean ordered = numeric || type.startsWith("date");
        return new ColumnProfile(
                name,
                type,
                0,
                1,
                true,
                ordered ? value : null,
                ordered ? value : null,
                null,
                null,
                null,
                List.of(),
                false,
                dateFormat);
    }

    private static ColumnProfile catalog(String name, boolean complete, String... values) {
        return new ColumnProfile(
                name,
                "categorical",
                0,
                values.length,
                true,
                null,
                null,
                null,
                null,
                null,
                Arrays.stream(values).map(v -> new ValueCount(v, 1)).toList(),
                complete,
                null);
    }

    private static DataProfile profile(List<ColumnProfile> columns, List<List<String>> samples) {
        return new DataProfile(samples.size(), "f", columns, samples, "", 0, 0);
    }
}
