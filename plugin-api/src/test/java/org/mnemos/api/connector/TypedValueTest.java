package org.mnemos.api.connector;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class TypedValueTest {

    @Test
    void placeholdersAndBlanksAreNoValue() {
        assertThat(TypedValue.isNull(null)).isTrue();
        assertThat(TypedValue.isNull("  ")).isTrue();
        assertThat(TypedValue.isNull(" N/A ")).isTrue();
        assertThat(TypedValue.isNull("NULL")).isTrue();
        assertThat(TypedValue.isNull("N/A - From RDC")).isFalse();
        assertThat(TypedValue.isNull("0")).isFalse();
    }

    @Test
    void aNumberIsReadOnlyWhenItHasTheShapeTheProfilerCounts() {
        assertThat(TypedValue.number("-12.50")).isEqualByComparingTo(new BigDecimal("-12.5"));
        assertThat(TypedValue.number("1e3")).isEqualByComparingTo(new BigDecimal("1000"));
        assertThat(TypedValue.number(".5")).isEqualByComparingTo(new BigDecimal("0.5"));
        assertThat(TypedValue.number("05021")).as("a code").isNull();
        assertThat(TypedValue.number("1,000")).isNull();
        assertThat(TypedValue.number("See ASN-93 (ID#:1281)")).isNull();
        assertThat(TypedValue.isInteger("05021")).isFalse();
        assertThat(TypedValue.isInteger("-42")).isTrue();
        assertThat(TypedValue.isDecimal("4521.5")).isTrue();
    }

    @Test
    void booleansInAnyCase() {
        assertThat(TypedValue.bool("Yes")).isTrue();
        assertThat(TypedValue.bool("N")).isFalse();
        assertThat(TypedValue.bool("maybe")).isNull();
        assertThat(TypedValue.isBoolean("TRUE")).isTrue();
    }
}
