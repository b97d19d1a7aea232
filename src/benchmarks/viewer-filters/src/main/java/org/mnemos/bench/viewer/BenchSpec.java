package org.mnemos.bench.viewer;

/** The dashboard measured: what the offline generator makes of an order-lines table, with its viewer filters. */
final class BenchSpec {

    static final String JSON = """
            {
              "specVersion": 2,
              "title": "Orders",
              "kpis": [
                {"id": "sales", "title": "Sales", "field": "Sales", "aggregate": "sum", "format": {"type": "currency", "decimals": 0}},
                {"id": "profit", "title": "Profit", "field": "Profit", "aggregate": "sum", "format": {"type": "currency", "decimals": 0}},
                {"id": "orders", "title": "Orders", "field": "Order ID", "aggregate": "distinct", "format": {"type": "number", "decimals": 0}},
                {"id": "lines", "title": "Lines", "field": "Order ID", "aggregate": "count", "format": {"type": "number", "decimals": 0}}
              ],
              "charts": [
                {"id": "by_month", "title": "Sales by month", "mark": "line",
                 "x": {"field": "Order Date", "timeUnit": "month"}, "y": {"field": "Sales", "aggregate": "sum"}},
                {"id": "by_mode", "title": "Sales by ship mode", "mark": "bar",
                 "x": {"field": "Ship Mode"}, "y": {"field": "Sales", "aggregate": "sum"}},
                {"id": "by_region", "title": "Profit by region", "mark": "bar",
                 "x": {"field": "Region"}, "y": {"field": "Profit", "aggregate": "sum"}, "colour": {"field": "Category"}}
              ],
              "tables": [
                {"id": "top", "title": "Largest lines", "columns": [{"field": "Order ID"}, {"field": "Order Date"},
                 {"field": "Ship Mode"}, {"field": "Region"}, {"field": "Sales"}],
                 "sort": {"field": "Sales", "order": "descending"}, "limit": 20}
              ],
              "layout": {"rows": [["sales", "profit", "orders", "lines"], ["by_month"], ["by_mode", "by_region"], ["top"]]},
              "formatRules": {"categoryColours": [], "thresholds": [], "decimals": []},
              "viewerFilters": [
                {"field": "Ship Mode", "kind": "values", "label": "Ship mode"},
                {"field": "Region", "kind": "values", "label": "Region"},
                {"field": "Category", "kind": "values", "label": "Category"},
                {"field": "Segment", "kind": "values", "label": "Segment"},
                {"field": "Order Date", "kind": "dateRange", "label": "Order date"}
              ]
            }
            """;

    private BenchSpec() {}
}
