package org.mnemos.refresh.control;

import org.mnemos.refresh.entity.Drift;

/** A member's own source no longer (or never did) fit the artifact: 409 SCHEMA_DRIFT, nothing bound. */
public class BindingDrift extends RuntimeException {

    private final transient Drift drift;

    public BindingDrift(String sourceName, Drift drift) {
        super(detail(sourceName, drift));
        this.drift = drift;
    }

    public Drift drift() {
        return drift;
    }

    private static String detail(String sourceName, Drift drift) {
        return "Data source '" + sourceName + "' does not fit the dashboard (" + drift.faults()
                + "). Your binding is unchanged; the shared dashboard is untouched.";
    }
}
