package org.mnemos.dashboardexport.control;

/** The printed dashboard's style sheet: A4 landscape, the bundled typeface, the page's colours. */
final class PrintStyle {

    static final String CSS = "@page { size: A4 landscape; margin: 12mm; }"
            + " body { font-family: '" + ExportFont.FAMILY + "'; color: #111827; font-size: 10pt; }"
            + " h1 { font-size: 18pt; font-weight: normal; margin: 0 0 2mm 0; }"
            + " h2 { font-size: 11pt; font-weight: normal; color: #374151; margin: 0 0 2mm 0; }"
            + " p.subtitle, p.note, ul.notes { color: #6B7280; font-size: 9pt; margin: 0 0 3mm 0; }"
            + " table.row { width: 100%; table-layout: fixed; border-collapse: separate; border-spacing: 3mm 0;"
            + " margin: 0 -3mm 4mm -3mm; }"
            + " table.keep { page-break-inside: avoid; }"
            + " table.row > tr > td, table.row > tbody > tr > td { vertical-align: top; }"
            + " div.kpi { border: 0.3mm solid #E5E7EB; border-radius: 2mm; padding: 3mm; }"
            + " div.value { font-size: 20pt; }"
            + " img.chart { width: 100%; }"
            + " table.details { width: 100%; border-collapse: collapse; font-size: 8pt; -fs-table-paginate: paginate; }"
            + " table.details th { text-align: left; font-weight: normal; color: #6B7280;"
            + " border-bottom: 0.3mm solid #D1D5DB; padding: 1mm; }"
            + " table.details td { border-bottom: 0.2mm solid #F3F4F6; padding: 1mm; }"
            + " td.number { text-align: right; }";

    private PrintStyle() {}
}
