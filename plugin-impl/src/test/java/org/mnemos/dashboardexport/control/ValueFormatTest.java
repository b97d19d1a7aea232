package org.mnemos.dashboardexport.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.mnemos.dashboard.entity.FormatType;
import org.mnemos.dashboard.entity.NumberFormat;
import org.mnemos.dashboard.entity.Scale;
import org.mnemos.dashboard.entity.UnitPosition;

/** Values written as the page's runtime writes them with Intl.NumberFormat in en-US (expected texts from it). */
class ValueFormatTest {

    @Test
    void withoutAFormatANumberHasAtMostThreeDecimals() {
        assertThat(ValueFormat.format(new BigDecimal("1234.5678"), null, false)).isEqualTo("1,234.568");
        assertThat(ValueFormat.format(new BigDecimal("0.256"), null, true)).isEqualTo("25.6%");
    }

    @Test
    void formatsGiveTheirDecimalsStyleAndSuffix() {
        assertThat(ValueFormat.format(new BigDecimal("0.256"), format(FormatType.PERCENT, 1, null), false))
                .isEqualTo("25.6%");
        assertThat(ValueFormat.format(new BigDecimal("1234.567"), format(FormatType.CURRENCY, 2, "EUR"), false))
                .isEqualTo("€1,234.57");
        assertThat(ValueFormat.format(new BigDecimal("-5"), format(FormatType.CURRENCY, 0, "USD"), false))
                .isEqualTo("-$5");
        assertThat(ValueFormat.format(
                        new BigDecimal("95.5"),
                        new NumberFormat(FormatType.NUMBER, 1, null, "%", null, null, null),
                        false))
                .isEqualTo("95.5%");
    }

    @Test
    void aScaleDividesAndAUnitStandsBeforeOrAfter() {
        assertThat(ValueFormat.format(
                        new BigDecimal("14279900000000"),
                        new NumberFormat(FormatType.NUMBER, 1, null, null, Scale.BILLIONS, "US$", null),
                        false))
                .isEqualTo("US$14,279.9bn");
        assertThat(ValueFormat.format(
                        new BigDecimal("3.2"),
                        new NumberFormat(FormatType.NUMBER, 1, null, null, null, "kg", UnitPosition.SUFFIX),
                        false))
                .isEqualTo("3.2 kg");
    }

    @Test
    void roundingIsThatOfTheDoubleThePageHolds() {
        // 2.675 is 2.67499… as a double: Intl writes 2.67, as a decimal rounded half up it would be 2.68
        assertThat(ValueFormat.format(new BigDecimal("2.675"), format(FormatType.NUMBER, 2, null), false))
                .isEqualTo("2.67");
        assertThat(ValueFormat.format(new BigDecimal("2.5"), format(FormatType.NUMBER, 0, null), false))
                .isEqualTo("3");
    }

    @Test
    void blanksAreEmptyAndTextStaysText() {
        assertThat(ValueFormat.format(null, format(FormatType.NUMBER, 2, null), false))
                .isEmpty();
        assertThat(ValueFormat.format("2024-01-01", format(FormatType.NUMBER, 2, null), false))
                .isEqualTo("2024-01-01");
    }

    private static NumberFormat format(FormatType type, int decimals, String currency) {
        return new NumberFormat(type, decimals, currency, null, null, null, null);
    }
}
