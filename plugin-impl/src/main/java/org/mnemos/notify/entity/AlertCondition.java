package org.mnemos.notify.entity;

/**
 * When an alert fires: the KPI above or below a value, changed by more than a percentage since the last
 * refresh (either way), or inside the spec's own threshold band of a colour (the task specification's bands).
 */
public enum AlertCondition {
    ABOVE,
    BELOW,
    CHANGE_PERCENT,
    SPEC_BAND
}
