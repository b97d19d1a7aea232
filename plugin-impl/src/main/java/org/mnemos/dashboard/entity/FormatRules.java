package org.mnemos.dashboard.entity;

import java.util.List;

/** Presentation rules from the task specifications, applied wherever their column or number type shows. */
public record FormatRules(
        List<CategoryColour> categoryColours, List<FieldBand> thresholds, List<DecimalsRule> decimals) {

    public FormatRules {
        categoryColours = List.copyOf(categoryColours);
        thresholds = List.copyOf(thresholds);
        decimals = List.copyOf(decimals);
    }
}
