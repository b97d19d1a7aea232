package org.mnemos.notify.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.dashboard.entity.Band;
import org.mnemos.notify.entity.AlertCondition;
import org.mnemos.notify.entity.AlertRule;
import org.mnemos.notify.entity.AlertState;

class ThresholdCheckTest {

    private static final List<Band> BANDS = List.of(new Band(null, 90.0, "red"), new Band(90.0, null, "green"));

    private static AlertRule rule(AlertCondition condition, String threshold) {
        return new AlertRule("rate", condition, new BigDecimal(threshold), null);
    }

    private static AlertState state(AlertRule rule, String value, String previous) {
        return ThresholdCheck.state(
                        rule,
                        value == null ? null : new BigDecimal(value),
                        previous == null ? null : new BigDecimal(previous),
                        BANDS)
                .orElse(null);
    }

    @Test
    void aboveAndBelowFireOnlyPastTheValueItself() {
        assertThat(state(rule(AlertCondition.ABOVE, "100"), "100.01", null)).isEqualTo(AlertState.FIRING);
        assertThat(state(rule(AlertCondition.ABOVE, "100"), "100", null)).isEqualTo(AlertState.RESOLVED);
        assertThat(state(rule(AlertCondition.BELOW, "95"), "94.9", null)).isEqualTo(AlertState.FIRING);
        assertThat(state(rule(AlertCondition.BELOW, "95"), "95.0", null)).isEqualTo(AlertState.RESOLVED);
    }

    @Test
    void aChangeIsMeasuredAgainstTheRefreshBeforeEitherWay() {
        AlertRule tenPercent = rule(AlertCondition.CHANGE_PERCENT, "10");
        assertThat(state(tenPercent, "111", "100")).isEqualTo(AlertState.FIRING);
        assertThat(state(tenPercent, "89", "100")).isEqualTo(AlertState.FIRING);
        assertThat(state(tenPercent, "110", "100")).isEqualTo(AlertState.RESOLVED);
        assertThat(state(tenPercent, "-105", "-100")).isEqualTo(AlertState.RESOLVED);
        assertThat(state(tenPercent, "5", "0")).isEqualTo(AlertState.FIRING);
        assertThat(state(tenPercent, "0", "0")).isEqualTo(AlertState.RESOLVED);
        assertThat(state(tenPercent, "500", null)).isEqualTo(AlertState.RESOLVED);
    }

    @Test
    void aSpecBandFiresWhileTheValueLiesInTheBandOfItsColour() {
        AlertRule red = new AlertRule("rate", AlertCondition.SPEC_BAND, null, "RED");
        assertThat(state(red, "89.99", null)).isEqualTo(AlertState.FIRING);
        assertThat(state(red, "90", null)).isEqualTo(AlertState.RESOLVED);
        AlertRule amber = new AlertRule("rate", AlertCondition.SPEC_BAND, null, "amber");
        assertThat(state(amber, "10", null)).isEqualTo(AlertState.RESOLVED);
    }

    @Test
    void aKpiWithoutAValueDecidesNothing() {
        assertThat(ThresholdCheck.state(rule(AlertCondition.ABOVE, "1"), null, BigDecimal.TEN, BANDS))
                .isEmpty();
    }
}
