package org.mnemos.bench.profiler;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The peer in its own JVM: DuckDB (in-process, in-memory database, through
 * {@code org.duckdb:duckdb_jdbc}) runs {@code SUMMARIZE SELECT * FROM read_csv('file')} and
 * the whole summary is fetched. The timed span runs from opening the connection (which loads
 * the native library) to the last summary row. DuckDB works in native memory, outside the
 * Java heap: its footprint shows only in the process's peak resident size.
 * If the default {@code read_csv} refuses the file (ragged rows), it is retried with
 * {@code ignore_errors=true} and the result says so.
 * <p>Arguments: {@code absolutePath [threads]}.
 */
public final class DuckDbChild {

    private DuckDbChild() {
    }

    public static void main(String[] args) throws Exception {
        HeapWatch heap = new HeapWatch();
        String file = args[0].replace("'", "''");
        Class.forName("org.duckdb.DuckDBDriver");

        long start = System.nanoTime();
        Map<String, Object> result = new LinkedHashMap<>();
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:")) {
            if (args.length > 1) {
                try (Statement statement = connection.createStatement()) {
                    statement.execute("SET threads = " + Integer.parseInt(args[1]));
                }
            }
            long connected = System.nanoTime();
            String options = "";
            long[] summary;
            try {
                summary = summarize(connection, "read_csv('" + file + "')");
            } catch (SQLException e) {
                options = "ignore_errors=true";
                result.put("firstError", e.getMessage().lines().findFirst().orElse(""));
                summary = summarize(connection, "read_csv('" + file + "', ignore_errors=true)");
            }
            long end = System.nanoTime();
            result.put("engine", "duckdb");
            result.put("file", args[0]);
            result.put("wallMillis", (end - start) / 1e6);
            result.put("queryMillis", (end - connected) / 1e6);
            result.put("columns", summary[0]);
            result.put("rowCount", summary[1]);
            result.put("readCsvOptions", options);
            try (Statement statement = connection.createStatement();
                 ResultSet rs = statement.executeQuery("SELECT current_setting('threads'), version()")) {
                rs.next();
                result.put("threads", rs.getString(1));
                result.put("version", rs.getString(2));
            }
        }
        result.putAll(heap.report(Long.MAX_VALUE));
        System.out.println("RESULT " + new ObjectMapper().writeValueAsString(result));
    }

    /** Runs SUMMARIZE and reads every cell; returns {summary rows (= columns), count of the first column}. */
    private static long[] summarize(Connection connection, String from) throws SQLException {
        try (Statement statement = connection.createStatement();
             ResultSet rs = statement.executeQuery("SUMMARIZE SELECT * FROM " + from)) {
            int width = rs.getMetaData().getColumnCount();
            long rows = 0;
            long count = -1;
            while (rs.next()) {
                for (int c = 1; c <= width; c++) {
                    rs.getObject(c);
                }
                if (rows == 0) {
                    count = rs.getLong("count");
                }
                rows++;
            }
            return new long[] {rows, count};
        }
    }
}
