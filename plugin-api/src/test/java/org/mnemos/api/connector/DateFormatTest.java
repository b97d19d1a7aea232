package org.mnemos.api.connector;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DateFormatTest {

    @ParameterizedTest
    @CsvSource({
        "2024-01-02T03:04:05.1, 2024-01-02T03:04:05.100",
        "2024-01-02T03:04:05.123, 2024-01-02T03:04:05.123",
        "2024-01-02T03:04:05.123456, 2024-01-02T03:04:05.123456",
        "2024-01-02T03:04:05.123456789, 2024-01-02T03:04:05.123456789",
        "2024-01-02 03:04:05.1, 2024-01-02T03:04:05.100",
        "2024-01-02 03:04:05.123, 2024-01-02T03:04:05.123",
        "2024-01-02 03:04:05.123456, 2024-01-02T03:04:05.123456",
        "2024-01-02 03:04:05.123456789, 2024-01-02T03:04:05.123456789",
        "2024-01-02 03:04:05, 2024-01-02T03:04:05"
    })
    void fractionsOfASecondOfOneToNineDigitsAreKept(String value, String iso) {
        DateFormat format = readerOf(value);

        assertThat(format.withTime()).isTrue();
        assertThat(format.iso(value)).isEqualTo(iso);
        assertThat(format.render(format.key(value))).isEqualTo("2024-01-02T03:04:05");
    }

    @ParameterizedTest
    @CsvSource({
        "2024-01-02T23:30:00Z, 2024-01-02T23:30",
        "2024-01-02T23:30:00+02:00, 2024-01-02T21:30",
        "2024-01-02T23:30:00+0200, 2024-01-02T21:30",
        "2024-01-02T23:30:00.5-05:00, 2024-01-03T04:30:00.500",
        "2024-01-02 23:30:00+00, 2024-01-02T23:30",
        "2024-01-02 23:30:00.123456-0130, 2024-01-03T01:00:00.123456"
    })
    void offsetsAreReadAsTheSameInstantInUtcByTheKeyAndTheText(String value, String iso) {
        DateFormat format = readerOf(value);

        assertThat(format.iso(value)).isEqualTo(iso);
        assertThat(format.render(format.key(value)))
                .isEqualTo(iso.replaceFirst("\\.\\d+$", "").replaceFirst(":00$", ""));
    }

    @Test
    void theSupplyChainsMonthNamesReadInAnyCaseAndMixedValuesReadAsNothing() {
        DateFormat format = DateFormat.of("dd-MMM-yy", false);
        DateFormat single = DateFormat.of("d-MMM-yy", false);

        assertThat(format.iso("02-Jun-06")).isEqualTo("2006-06-02");
        assertThat(format.iso("14-NOV-06")).isEqualTo("2006-11-14");
        assertThat(single.iso("2-Jun-06")).isEqualTo("2006-06-02");
        for (String value : List.of("Date Not Captured", "Pre-PQ Process", "See ASN-93 (ID#:1281)", "N/A - From RDC")) {
            assertThat(format.key(value)).as(value).isEqualTo(DateFormat.NO_MATCH);
            assertThat(format.iso(value)).as(value).isNull();
            assertThat(DateFormats.ALL).as(value).allMatch(f -> f.key(value) == DateFormat.NO_MATCH);
        }
    }

    @Test
    void noSuchDayIsNoDate() {
        assertThat(DateFormats.ALL).allMatch(f -> f.key("2024-02-30") == DateFormat.NO_MATCH);
        assertThat(DateFormat.of("yyyy-MM-dd", false).iso("2024-02-29")).isEqualTo("2024-02-29");
    }

    @Test
    void aPatternNoFormatKnowsIsReadStrictlyAsWritten() {
        DateFormat format = DateFormat.of("yyyy.MM.dd HH'h'mm", true);

        assertThat(format.iso("2024.01.02 03h04")).isEqualTo("2024-01-02T03:04");
        assertThat(format.iso("2024.02.30 03h04")).isNull();
    }

    @Test
    void everyKnownFormatIsFoundByItsPatternAndFitsAMask() {
        assertThat(DateFormats.ALL).hasSizeLessThanOrEqualTo(64);
        for (DateFormat format : DateFormats.ALL) {
            assertThat(DateFormat.of(format.pattern(), format.withTime())).isSameAs(format);
        }
    }

    /** The format the profiler would report for a column of this one value. */
    private static DateFormat readerOf(String value) {
        DateFormat first = DateFormats.ALL.stream()
                .filter(format -> format.key(value) != DateFormat.NO_MATCH)
                .findFirst()
                .orElseThrow(() -> new AssertionError("no format reads " + value));
        return DateFormat.of(first.pattern(), first.withTime());
    }
}
