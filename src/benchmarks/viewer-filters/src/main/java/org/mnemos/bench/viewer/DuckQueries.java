package org.mnemos.bench.viewer;

import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The dashboard's figures as SQL over a Parquet file, for DuckDB: a second aggregation code beside SpecDatasets,
 * measured to compare, not what the product serves.
 */
final class DuckQueries {

    private DuckQueries() {}

    static int figures(Statement statement, Path parquet, Map<String, List<String>> selection) throws SQLException {
        String from = " FROM read_parquet('" + parquet + "')" + where(selection);
        String[] queries = {
            "SELECT sum(\"Sales\"), sum(\"Profit\"), count(DISTINCT \"Order ID\"), count(\"Order ID\")" + from,
            "SELECT date_trunc('month', \"Order Date\") m, sum(\"Sales\")" + from + " GROUP BY m ORDER BY m",
            "SELECT \"Ship Mode\", sum(\"Sales\")" + from + " GROUP BY 1",
            "SELECT \"Region\", \"Category\", sum(\"Profit\")" + from + " GROUP BY 1, 2",
            "SELECT \"Order ID\", \"Order Date\", \"Ship Mode\", \"Region\", \"Sales\"" + from
                    + " ORDER BY \"Sales\" DESC LIMIT 20"
        };
        int read = 0;
        for (String query : queries) {
            try (ResultSet rows = statement.executeQuery(query)) {
                while (rows.next()) {
                    read++;
                }
            }
        }
        return read;
    }

    private static String where(Map<String, List<String>> selection) {
        List<String> tests = new ArrayList<>();
        selection.forEach((parameter, values) -> {
            String field = "\"" + parameter.substring(2) + "\"";
            if (values.isEmpty() || values.get(0).isEmpty()) {
                return;
            }
            if (values.get(0).contains("..")) {
                String[] days = values.get(0).split("\\.\\.", -1);
                if (!days[0].isEmpty()) {
                    tests.add(field + " >= DATE '" + days[0] + "'");
                }
                if (days.length > 1 && !days[1].isEmpty()) {
                    tests.add(field + " <= DATE '" + days[1] + "'");
                }
            } else {
                tests.add(field + " IN ('" + String.join("', '", values) + "')");
            }
        });
        return tests.isEmpty() ? "" : " WHERE " + String.join(" AND ", tests);
    }
}
