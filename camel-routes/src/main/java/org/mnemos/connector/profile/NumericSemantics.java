package org.mnemos.connector.profile;

import static org.mnemos.api.connector.SemanticType.ADDITIVE;
import static org.mnemos.api.connector.SemanticType.BOOLEAN;
import static org.mnemos.api.connector.SemanticType.CATEGORY;
import static org.mnemos.api.connector.SemanticType.CODE;
import static org.mnemos.api.connector.SemanticType.CURRENCY;
import static org.mnemos.api.connector.SemanticType.DATETIME;
import static org.mnemos.api.connector.SemanticType.IDENTIFIER;
import static org.mnemos.api.connector.SemanticType.LATITUDE;
import static org.mnemos.api.connector.SemanticType.LONGITUDE;
import static org.mnemos.api.connector.SemanticType.MONTH;
import static org.mnemos.api.connector.SemanticType.NON_ADDITIVE;
import static org.mnemos.api.connector.SemanticType.PERCENT;
import static org.mnemos.api.connector.SemanticType.PROJECTED_COORDINATE;
import static org.mnemos.api.connector.SemanticType.QUARTER;
import static org.mnemos.api.connector.SemanticType.WEEK;
import static org.mnemos.api.connector.SemanticType.WEEKDAY;
import static org.mnemos.api.connector.SemanticType.YEAR;

import java.util.Set;

/**
 * The semantic type of a column of numbers. Values decide what they can (calendar years, 0/1 flags, dense unique
 * integers, fractions); names decide between measures the values cannot tell apart (a price from a quantity)
 * and confirm what values only suggest (a latitude within ±90).
 */
final class NumericSemantics {

    static final Set<String> LATITUDE_WORDS = Set.of("lat", "latitude");
    static final Set<String> LONGITUDE_WORDS = Set.of("lon", "lng", "long", "longitude");
    static final Set<String> PROJECTED_WORDS = Set.of("coordinate", "coord", "easting", "northing", "plane");
    static final Set<String> CODE_WORDS = Set.of(
            "code",
            "zip",
            "zipcode",
            "postal",
            "postcode",
            "plz",
            "fips",
            "phone",
            "tel",
            "telephone",
            "fax",
            "mobile",
            "extension",
            "ext",
            "isbn",
            "ean",
            "upc",
            "naics",
            "sic",
            "bbl",
            "parcel");
    static final Set<String> KEY_WORDS =
            Set.of("id", "ids", "key", "no", "nr", "number", "num", "uuid", "guid", "sku", "#", "pk", "fk");
    private static final Set<String> YEAR_WORDS =
            Set.of("year", "yr", "yyyy", "fy", "season", "vintage", "built", "founded", "established");
    private static final Set<String> MEASURE_WORDS = Set.of(
            "amount",
            "price",
            "cost",
            "sales",
            "revenue",
            "count",
            "quantity",
            "qty",
            "total",
            "sum",
            "value",
            "population",
            "score",
            "budget");
    private static final Set<String> PERCENT_WORDS =
            Set.of("percent", "percentage", "pct", "%", "proportion", "share", "ratio");
    private static final Set<String> NON_ADDITIVE_WORDS = Set.of(
            "price",
            "prices",
            "rate",
            "rates",
            "avg",
            "average",
            "mean",
            "median",
            "balance",
            "score",
            "scores",
            "rating",
            "ratings",
            "rank",
            "ranking",
            "age",
            "temperature",
            "temp",
            "index",
            "level",
            "grade",
            "height",
            "width",
            "length",
            "depth",
            "speed",
            "density",
            "per",
            "capacity",
            "tenure",
            "elevation",
            "altitude",
            "margin",
            "std",
            "min",
            "max");
    private static final Set<String> CURRENCY_WORDS = Set.of(
            "amount",
            "sales",
            "revenue",
            "revenues",
            "cost",
            "costs",
            "profit",
            "profits",
            "income",
            "salary",
            "salaries",
            "wage",
            "wages",
            "pay",
            "payment",
            "payments",
            "fee",
            "fees",
            "budget",
            "spend",
            "spending",
            "charge",
            "charges",
            "gdp",
            "tax",
            "taxes",
            "usd",
            "eur",
            "gbp",
            "dollars",
            "euros",
            "insurance",
            "freight",
            "expense",
            "expenses",
            "earnings",
            "billions",
            "millions",
            "gross");
    private static final Set<String> ADDITIVE_WORDS = Set.of(
            "count",
            "counts",
            "quantity",
            "qty",
            "total",
            "sum",
            "units",
            "volume",
            "orders",
            "visits",
            "population",
            "cases",
            "deaths",
            "births",
            "items",
            "sold",
            "attendance",
            "audience",
            "votes",
            "number",
            "num",
            "weight",
            "kilograms",
            "kg",
            "tons",
            "pieces");

    private static final Set<String> TIMESTAMP_WORDS = Set.of("timestamp", "epoch", "time", "ts", "unixtime");
    private static final double EPOCH_2000 = 946_684_800;
    private static final double EPOCH_2040 = 2_208_988_800.0;
    private static final int FEW_VALUES = 10;
    private static final int FEW_VALUES_ROWS = 20;
    private static final int MANY_ROWS = 1_000;

    private NumericSemantics() {}

    static Semantic classify(ColumnStats column, NameWords name, boolean identifierType) {
        NumericMoments numbers = column.numbers();
        double min = numbers.minValue();
        double max = numbers.maxValue();
        boolean whole = numbers.whole();
        if (name.any(LATITUDE_WORDS) != null && min >= -90 && max <= 90) {
            return Semantic.of(LATITUDE, "within ±90").named(name.any(LATITUDE_WORDS));
        }
        if (name.any(LONGITUDE_WORDS) != null && min >= -180 && max <= 180) {
            return Semantic.of(LONGITUDE, "within ±180").named(name.any(LONGITUDE_WORDS));
        }
        if (name.any(PROJECTED_WORDS) != null || (name.words().size() == 1 && (name.has("x") || name.has("y")))) {
            return Semantic.of(PROJECTED_COORDINATE, "").named(name.any(PROJECTED_WORDS));
        }
        String code = name.any(CODE_WORDS);
        if (code != null) {
            return Semantic.of(CODE, column.distinct().count() + " distinct values")
                    .named(code);
        }
        String key = name.last(KEY_WORDS) != null ? name.last(KEY_WORDS) : name.startsWith("id") ? "id" : null;
        if (key != null || (whole && identifierType)) {
            return Semantic.of(IDENTIFIER, distinctOf(column) + " integers").named(key);
        }
        if (whole) {
            Semantic time = timePart(name, min, max);
            if (time != null) {
                return time;
            }
        }
        if (column.types().isInteger()
                && min == 0
                && max == 1
                && column.distinct().count() == 2) {
            return Semantic.of(BOOLEAN, "only 0 and 1");
        }
        if (whole && denseUnique(column, min, max) && name.any(MEASURE_WORDS) == null) {
            return Semantic.of(IDENTIFIER, "distinct integers, dense like row numbers");
        }
        if (whole && manyUnique(column) && !measureNamed(name)) {
            return Semantic.of(IDENTIFIER, distinctOf(column) + " integers, every one different");
        }
        if (whole && name.any(TIMESTAMP_WORDS) != null && min >= EPOCH_2000 && max <= EPOCH_2040) {
            return Semantic.of(DATETIME, "whole numbers like seconds since 1970")
                    .named(name.any(TIMESTAMP_WORDS));
        }
        if (column.types().isInteger() && fewValues(column) && !measureNamed(name)) {
            return Semantic.of(CATEGORY, "only " + column.distinct().count() + " whole numbers");
        }
        return measure(column, name, min, max);
    }

    private static Semantic timePart(NameWords name, double min, double max) {
        String yearWord = name.any(YEAR_WORDS);
        if (min >= 1800 && max <= 2100 && (yearWord != null || name.any(MEASURE_WORDS) == null)) {
            return Semantic.of(YEAR, "whole numbers within 1800-2100").named(yearWord);
        }
        // A year column may hold a typo (1487) or years long ago (-1523): its name decides then.
        if (name.has("year") && min >= -9999 && max <= 9999) {
            return Semantic.of(YEAR, "whole numbers").named("year");
        }
        if ((name.has("month") || name.has("mon") || name.has("mo")) && min >= 1 && max <= 12) {
            return Semantic.of(MONTH, "whole numbers within 1-12").named("month");
        }
        if ((name.has("quarter") || name.has("qtr")) && min >= 1 && max <= 4) {
            return Semantic.of(QUARTER, "whole numbers within 1-4").named("quarter");
        }
        if ((name.has("weekday") || name.has("dow") || (name.has("day") && name.has("week"))) && min >= 0 && max <= 7) {
            return Semantic.of(WEEKDAY, "whole numbers within 0-7").named("weekday");
        }
        if ((name.has("week") || name.has("wk") || name.has("weeknum")) && min >= 1 && max <= 53) {
            return Semantic.of(WEEK, "whole numbers within 1-53").named("week");
        }
        return null;
    }

    /** Additive or not: the name decides; a 0-1 fraction is a share whatever its name. */
    private static Semantic measure(ColumnStats column, NameWords name, double min, double max) {
        String percent = name.any(PERCENT_WORDS);
        if (percent != null) {
            return Semantic.of(PERCENT, "").named(percent);
        }
        String nonAdditive = name.any(NON_ADDITIVE_WORDS);
        if (nonAdditive != null) {
            return Semantic.of(NON_ADDITIVE, "").named(nonAdditive);
        }
        // Written as decimals between 0 and 1 (0.0 and 1.0 included): shares or probabilities, not counts.
        if (!column.types().isInteger()
                && min >= 0
                && max <= 1
                && name.any(ADDITIVE_WORDS) == null
                && name.any(CURRENCY_WORDS) == null) {
            return Semantic.of(PERCENT, "fractions within 0-1");
        }
        String currency = name.any(CURRENCY_WORDS);
        if (currency != null) {
            return Semantic.of(CURRENCY, "").named(currency);
        }
        String additive = name.any(ADDITIVE_WORDS);
        if (additive != null) {
            return Semantic.of(ADDITIVE, "").named(additive);
        }
        return Semantic.of(ADDITIVE, "numbers; no word says otherwise");
    }

    /** A handful of whole numbers over enough rows to tell: codes of a category (ship via 1-3), not amounts. */
    private static boolean fewValues(ColumnStats column) {
        return column.present() >= FEW_VALUES_ROWS && column.distinct().count() <= FEW_VALUES;
    }

    private static boolean measureNamed(NameWords name) {
        return name.any(MEASURE_WORDS) != null
                || name.any(ADDITIVE_WORDS) != null
                || name.any(CURRENCY_WORDS) != null
                || name.any(NON_ADDITIVE_WORDS) != null
                || name.any(PERCENT_WORDS) != null;
    }

    /** Distinct whole numbers over so many rows that no amount would be: keys (a geonameid). */
    private static boolean manyUnique(ColumnStats column) {
        long distinct = column.distinct().count();
        long present = column.present();
        return present >= MANY_ROWS && (column.distinct().isExact() ? distinct == present : distinct >= 0.97 * present);
    }

    /** Every value distinct and the values close together (1, 2, 3 … with few gaps): row numbers. */
    private static boolean denseUnique(ColumnStats column, double min, double max) {
        long present = column.present();
        return present >= 10
                && column.distinct().isExact()
                && column.distinct().count() == present
                && max - min + 1 <= 2.0 * present;
    }

    private static String distinctOf(ColumnStats column) {
        return (column.distinct().isExact() ? "" : "~") + column.distinct().count() + " distinct";
    }
}
