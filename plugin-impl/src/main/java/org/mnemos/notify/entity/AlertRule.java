package org.mnemos.notify.entity;

import java.math.BigDecimal;

/**
 * What an alert watches: a KPI of the spec and its condition.
 *
 * @param threshold the value for ABOVE and BELOW, the percentage for CHANGE_PERCENT, null for SPEC_BAND
 * @param colour the colour of the spec's threshold band for SPEC_BAND, null otherwise
 */
public record AlertRule(String kpiId, AlertCondition condition, BigDecimal threshold, String colour) {}
