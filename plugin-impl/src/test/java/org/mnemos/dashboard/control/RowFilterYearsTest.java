package org.mnemos.dashboard.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.dashboard.entity.Filter;
import org.mnemos.dashboard.entity.FilterOp;
import org.mnemos.dashboard.entity.PeriodUnit;

/** A relative filter on a year column keeps the last n years up to the latest year of the data read. */
class RowFilterYearsTest {

    private static final ColumnProfile YEAR =
            new ColumnProfile("Year", "integer", 0, 3, true, "2020", "2022", 2021.0, 1.0, null, List.of(), false, null);

    @Test
    void theLastYearOfAYearColumnIsItsLatestYear() {
        DataProfile profile = new DataProfile(3, "test", List.of(YEAR), List.of(), "", 0, 0);
        RowFilter latest = RowFilter.of(
                List.of(new Filter("Year", FilterOp.RELATIVE, null, null, null, 1, PeriodUnit.YEAR)),
                List.of(),
                profile);
        RowFilter lastTwo = RowFilter.of(
                List.of(new Filter("Year", FilterOp.RELATIVE, null, null, null, 2, PeriodUnit.YEAR)),
                List.of(),
                profile);

        assertThat(latest.keeps(field -> new BigDecimal("2022"))).isTrue();
        assertThat(latest.keeps(field -> new BigDecimal("2021"))).isFalse();
        assertThat(lastTwo.keeps(field -> new BigDecimal("2021"))).isTrue();
        assertThat(lastTwo.keeps(field -> new BigDecimal("2020"))).isFalse();
    }
}
