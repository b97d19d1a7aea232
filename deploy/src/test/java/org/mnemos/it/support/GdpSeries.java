package org.mnemos.it.support;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The World Bank's GDP table in its published shape (Country Name, Country Code, Year, Value in current US$), made
 * up: the ten largest economies far above the others, and the aggregate rows the World Bank publishes beside the
 * countries ("World", "High income", "OECD members"), each the sum of its members.
 */
public final class GdpSeries {

    public static final List<String> COLUMNS = List.of("Country Name", "Country Code", "Year", "Value");
    public static final Set<String> AGGREGATES = Set.of("World", "High income", "OECD members");

    /** Name, code, GDP of 2010 in billions, yearly growth in percent. */
    private static final Object[][] COUNTRIES = {
        {"United States", "USA", 15_000, 3.0},
        {"China", "CHN", 6_100, 8.0},
        {"Japan", "JPN", 5_700, 0.5},
        {"Germany", "DEU", 3_400, 2.0},
        {"France", "FRA", 2_600, 1.5},
        {"United Kingdom", "GBR", 2_500, 2.0},
        {"Brazil", "BRA", 2_200, 1.0},
        {"Italy", "ITA", 2_100, 0.5},
        {"India", "IND", 1_700, 6.5},
        {"Canada", "CAN", 1_600, 2.0},
        {"Korea, Rep.", "KOR", 600, 4.0},
        {"Spain", "ESP", 500, 1.0},
        {"Mexico", "MEX", 450, 2.5},
        {"Indonesia", "IDN", 400, 5.0},
        {"Netherlands", "NLD", 380, 1.5},
        {"Turkiye", "TUR", 350, 5.0},
        {"Switzerland", "CHE", 300, 1.5},
        {"Sweden", "SWE", 250, 2.0},
        {"Norway", "NOR", 200, 1.0},
        {"Luxembourg", "LUX", 50, 2.5},
        {"Iceland", "ISL", 13, 3.0},
        {"Fiji", "FJI", 3, 2.0},
        {"Tonga", "TON", 0.4, 1.0}
    };

    private static final Set<String> HIGH_INCOME = Set.of(
            "United States",
            "Japan",
            "Germany",
            "France",
            "United Kingdom",
            "Italy",
            "Canada",
            "Korea, Rep.",
            "Spain",
            "Netherlands",
            "Switzerland",
            "Sweden",
            "Norway",
            "Luxembourg",
            "Iceland");
    /** The OECD's members among them: the high-income ones and two upper-middle-income ones. */
    private static final Set<String> OECD =
            Stream.concat(HIGH_INCOME.stream(), Stream.of("Mexico", "Turkiye")).collect(Collectors.toSet());

    private GdpSeries() {}

    /** One row per country and year from {@code first} to {@code last}, the aggregate rows after the countries. */
    public static List<Map<String, String>> rows(int first, int last) {
        List<Map<String, String>> rows = new ArrayList<>();
        for (int year = first; year <= last; year++) {
            BigDecimal world = BigDecimal.ZERO;
            BigDecimal high = BigDecimal.ZERO;
            BigDecimal oecd = BigDecimal.ZERO;
            for (Object[] country : COUNTRIES) {
                String name = (String) country[0];
                BigDecimal value = value(((Number) country[2]).doubleValue(), (double) country[3], year - 2010);
                rows.add(row(name, (String) country[1], year, value));
                world = world.add(value);
                high = HIGH_INCOME.contains(name) ? high.add(value) : high;
                oecd = OECD.contains(name) ? oecd.add(value) : oecd;
            }
            rows.add(row("High income", "HIC", year, high));
            rows.add(row("OECD members", "OED", year, oecd));
            rows.add(row("World", "WLD", year, world));
        }
        return rows;
    }

    /** Dollars, whole, after {@code years} of growth. */
    private static BigDecimal value(double billions2010, double growth, int years) {
        return BigDecimal.valueOf(billions2010 * Math.pow(1 + growth / 100, years) * 1e9)
                .setScale(0, RoundingMode.HALF_UP);
    }

    private static Map<String, String> row(String name, String code, int year, BigDecimal value) {
        Map<String, String> row = new LinkedHashMap<>();
        row.put("Country Name", name);
        row.put("Country Code", code);
        row.put("Year", String.valueOf(year));
        row.put("Value", value.toPlainString());
        return row;
    }
}
