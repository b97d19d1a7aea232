/**
 * Dashboard exports (issue 30): a published spec dashboard as a PDF or a PNG drawn on the server without a
 * browser, and any KPI's, chart's or table's data as CSV, all from the same computation that serves the page.
 */
package org.mnemos.dashboardexport;
