package org.mnemos.generation.entity;

/**
 * The clause's time axis.
 *
 * @param field the date (or year) column
 * @param grain the unit asked for, {@code null} when only "over time" was said
 */
public record TimeIntent(FieldMatch field, TimeGrain grain) {

    public String column() {
        return field == null ? null : field.column();
    }
}
