package org.mnemos.refresh.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.Row;
import org.mnemos.refresh.entity.SnapshotRows;

class SnapshotRowsSinkTest {

    @Test
    void keepsEveryRowUpToTheRowCap() {
        SnapshotRowsSink sink = new SnapshotRowsSink(3, 1_000);
        sink.start(List.of("Region", "Sales"));
        for (int i = 1; i <= 3; i++) {
            sink.accept(new Row(i, List.of("East", String.valueOf(i))));
        }

        assertThat(sink.overCap()).isFalse();
        assertThat(sink.rows().columns()).containsExactly("Region", "Sales");
        assertThat(sink.rows().rows()).extracting(row -> row.get(1)).containsExactly("1", "2", "3");
    }

    @Test
    void oneRowOverTheRowCapKeepsNone() {
        SnapshotRowsSink sink = new SnapshotRowsSink(3, 1_000);
        sink.start(List.of("Sales"));
        for (int i = 1; i <= 4; i++) {
            sink.accept(new Row(i, List.of(String.valueOf(i))));
        }

        assertThat(sink.overCap()).isTrue();
        assertThatThrownBy(sink::rows).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void theByteCapCountsTheValuesAsUtf8() {
        SnapshotRowsSink sink = new SnapshotRowsSink(1_000, 40);
        sink.start(List.of("Name"));
        sink.accept(new Row(1, List.of("ü".repeat(10))));
        assertThat(sink.overCap()).as("2 + 3 + 20 bytes").isFalse();

        sink.accept(new Row(2, List.of("ü".repeat(10))));
        assertThat(sink.overCap()).as("50 bytes").isTrue();
    }

    /** A retried read starts over: what an earlier attempt handed over is forgotten, the cap included. */
    @Test
    void startForgetsAnEarlierAttempt() {
        SnapshotRowsSink sink = new SnapshotRowsSink(2, 1_000);
        sink.start(List.of("Sales"));
        for (int i = 1; i <= 3; i++) {
            sink.accept(new Row(i, List.of("old" + i)));
        }
        sink.start(List.of("Sales"));
        sink.accept(new Row(1, Arrays.asList((String) null)));
        sink.accept(new Row(2, List.of("new")));

        assertThat(sink.overCap()).isFalse();
        assertThat(sink.rows().rows()).containsExactly(Arrays.asList((String) null), List.of("new"));
    }

    @Test
    void theRowsSurviveTheirStoredJsonNullsIncluded() {
        SnapshotRows rows = new SnapshotRows(List.of("a", "b"), List.of(Arrays.asList("1", null)));

        assertThat(SnapshotRows.parse(rows.json())).isEqualTo(rows);
    }
}
