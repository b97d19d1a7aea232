package org.mnemos.bench.viewer;

/** What the figures mean and what they leave out: the page's closing section. */
final class Notes {

    static final String TEXT = """

            ## What was chosen, and why

            - **Kept rows (`SpecRows`) in PostgreSQL, decoded in memory per refresh id.** A refresh's one read keeps
              the spec's columns of every row, each column a dictionary of its values and one code per row,
              compressed; stored as a `bytea` in `refresh_rows` (V24) beside its refresh, so any instance on the
              same PostgreSQL rebuilds it (the "decoded" line is that cost, paid once per refresh and instance;
              a Caffeine cache bounded by `mnemos.viewer.rows-cache.max-values` holds it). A filter change runs
              **the same `SpecDatasets`** as the refresh over those rows: no second aggregation code, so the page,
              exports and subscriptions agree to the last decimal.
            - **DuckDB over a Parquet file** answers the same figures by SQL. It is measured as the columnar-engine
              option; it would be a second computation (SQL beside `SpecDatasets`: distinct counts, medians,
              date buckets and table ordering would have to agree with it exactly), a native library in the WAR, and
              a file to keep per refresh in PostgreSQL and cache on each instance's disk.
            - **Aggregates per filter combination** were not measured: five filters of 3–4 values plus a date range
              make the combinations (and distinct counts, which do not add up across them) impractical.
            - **Rows in PostgreSQL tables** were not measured in this run (no time left before the deadline): a
              filter would either be SQL (a second computation, as DuckDB) or stream 10⁶ rows back through JDBC
              into `SpecDatasets` on every change.

            ## What the figures leave out

            - Server time of the computation only: the HTTP answer, rendering the page's HTML and, for a cold
              instance, reading the `bytea` from PostgreSQL are not in them.
            - The first render is the stored datasets of the latest refresh, parsed (their size does not grow with the
              rows); when the viewer filters have defaults the refresh stores the datasets with them applied.
            """;

    private Notes() {}
}
