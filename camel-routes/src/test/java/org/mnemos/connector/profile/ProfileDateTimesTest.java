package org.mnemos.connector.profile;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.ColumnType;
import org.mnemos.api.connector.DateFormat;
import org.mnemos.api.connector.Row;

/** Date-times as databases and feeds write them: the profile's format reads back every value it counted. */
class ProfileDateTimesTest {

    @Test
    void fractionsOfOneToNineDigitsAreOneDateTimeFormat() {
        List<String> values = List.of(
                "2024-01-02 03:04:05.1",
                "2024-01-02 03:04:05.123",
                "2024-01-02 03:04:05.123456",
                "2024-01-02 03:04:05.123456789",
                "2024-01-03 00:00:00");
        ColumnProfile column = profileOf(values);

        assertThat(column.columnType()).isEqualTo(ColumnType.DATETIME);
        assertThat(column.min()).isEqualTo("2024-01-02T03:04:05");
        assertThat(column.max()).isEqualTo("2024-01-03T00:00");
        assertReadBack(column, values);
    }

    /** USGS's earthquake feed writes {@code 2015-12-22T18:45:11.000Z}; others write {@code +02:00} or {@code +0200}. */
    @Test
    void offsetsAreTheSameInstantInUtc() {
        List<String> values =
                List.of("2015-12-22T18:45:11.000Z", "2015-12-23T01:30:00+02:00", "2015-12-22T20:00:00.5-0500");
        ColumnProfile column = profileOf(values);

        assertThat(column.dateFormat()).isEqualTo("yyyy-MM-dd'T'HH:mm:ssXXX");
        assertThat(column.min()).isEqualTo("2015-12-22T18:45:11");
        assertThat(column.max()).as("20:00 at -05:00 is 01:00 the next day").isEqualTo("2015-12-23T01:00");
        assertReadBack(column, values);
    }

    @Test
    void postgresTimestampsWithAnOffsetReadAsDateTimes() {
        List<String> values = List.of("2024-01-02 03:04:05.123456+00", "2024-01-02 23:04:05-01");
        ColumnProfile column = profileOf(values);

        assertThat(column.dateFormat()).isEqualTo("yyyy-MM-dd HH:mm:ssXXX");
        assertThat(column.max()).isEqualTo("2024-01-03T00:04:05");
        assertReadBack(column, values);
    }

    private static void assertReadBack(ColumnProfile column, List<String> values) {
        DateFormat format = DateFormat.of(column.dateFormat(), true);
        for (String value : values) {
            assertThat(format.iso(value)).as(value).isNotNull().isBetween(column.min(), column.max() + "\uFFFF");
        }
    }

    private static ColumnProfile profileOf(List<String> values) {
        ProfileBuilder builder = new ProfileBuilder(List.of("at"));
        for (int i = 0; i < values.size(); i++) {
            builder.add(new Row(i + 2, List.of(values.get(i))));
        }
        return builder.build().columns().get(0);
    }
}
