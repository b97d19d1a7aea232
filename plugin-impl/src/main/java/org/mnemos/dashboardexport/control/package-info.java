/**
 * Exporting a dashboard: {@code DashboardExports} (the API other capabilities call) takes what the page shows
 * from artifact's {@code Rendering.shown}, masks credentials in its text cells ({@code MaskedDatasets}), writes
 * values as the page writes them ({@code ValueFormat}), draws the charts ({@code ChartPictures}), lays the
 * dashboard out as XHTML ({@code DashboardDocument}), prints it ({@code PdfPrinter}, with {@code ExportFont})
 * and pictures its pages ({@code PagePictures}); {@code ItemCsv} writes an item's data.
 */
package org.mnemos.dashboardexport.control;
