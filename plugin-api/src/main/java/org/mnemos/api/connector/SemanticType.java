package org.mnemos.api.connector;

import java.util.Locale;

/**
 * What a column means, beyond how its values are written ({@link ColumnType}): the vocabulary the profiler
 * reports per column with its evidence, and what a dashboard generator (offline or a language model) may do
 * with it. Inferred from values first and names second, in the spirit of Metabase's semantic types and Draco's
 * design knowledge. In JSON a semantic type is its lower-case name ({@code "non_additive"}).
 */
public enum SemanticType {
    /** Names one record: a unique or near-unique key, a reference to another table's key. */
    IDENTIFIER("a key naming a record: count or list it, never sum or average"),
    /** A coded value: postal/ZIP code, FIPS, phone number, ISO or internal code. */
    CODE("a code (postal, FIPS, phone, ISO): group or filter by it, never sum or average"),
    /** Degrees north or south. */
    LATITUDE("a latitude: map or filter by it, never total"),
    /** Degrees east or west. */
    LONGITUDE("a longitude: map or filter by it, never total"),
    /** A projected X or Y (state plane, easting, northing). */
    PROJECTED_COORDINATE("a projected X/Y coordinate: never total"),
    /** A calendar year written as a number or text. */
    YEAR("a year: a time axis, never a measure"),
    /** A quarter of the year (1-4, Q1). */
    QUARTER("a quarter: a time axis, never a measure"),
    /** A month of the year (1-12, Jan). */
    MONTH("a month: a time axis, never a measure"),
    /** A week of the year. */
    WEEK("a week number: a time axis, never a measure"),
    /** A day of the week (Mon, 1-7). */
    WEEKDAY("a weekday: a time axis, never a measure"),
    /** A calendar date. */
    DATE("a date: bin it by year, quarter, month, week or day"),
    /** A date with a time of day. */
    DATETIME("a date-time: bin it by year, quarter, month, week or day"),
    /** An amount, count or quantity that adds up across rows. */
    ADDITIVE("an amount, count or quantity: sum it (or average it)"),
    /** A money amount that adds up across rows (sales, cost, revenue). */
    CURRENCY("a money amount: sum it (or average it)"),
    /** A price, rate, average, balance, score, age or size per row: adding rows means nothing. */
    NON_ADDITIVE("a price, rate, average, balance, score or size: average it, never sum"),
    /** A percentage or share (0-100 or a 0-1 fraction). */
    PERCENT("a percentage or share: average it, never sum"),
    /** A few repeated values. */
    CATEGORY("a category: group, colour or filter by it"),
    /** Many distinct short names (people, products, places). */
    NAME("a name with many values: rank the top ones or list them"),
    /** Long, mostly unique text. */
    TEXT("free text: list it, never group by it"),
    /** Two values: yes/no, true/false, 0/1 flags. */
    BOOLEAN("a yes/no flag: split or count by it");

    private final String meaning;

    SemanticType(String meaning) {
        this.meaning = meaning;
    }

    /** One line for a prompt: what the type is and what may be done with it. */
    public String meaning() {
        return meaning;
    }

    /** Whether a total of the column means something. */
    public boolean summable() {
        return this == ADDITIVE || this == CURRENCY;
    }

    /** Whether an average of the column means something. */
    public boolean averageable() {
        return summable() || this == NON_ADDITIVE || this == PERCENT;
    }

    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static SemanticType fromJson(String json) {
        return valueOf(json.toUpperCase(Locale.ROOT));
    }
}
