package org.mnemos.generation.entity;

/** A measure no single column holds, computed from columns. */
public sealed interface DerivedMeasure {

    /** The phrase of the request it answers ("resolution time", "margin"). */
    String phrase();

    /** {@code to − from} between two date columns ("resolution time" from Created Date to Closed Date). */
    record Duration(String phrase, String from, String to) implements DerivedMeasure {}

    /** aggregate(numerator) / aggregate(denominator) ("margin" = Profit / Sales). */
    record Ratio(String phrase, String numerator, String denominator) implements DerivedMeasure {}
}
