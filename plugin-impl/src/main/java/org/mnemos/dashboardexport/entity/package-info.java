/** What crosses the edge of dashboard exports: which dashboard, version, data and selection to export. */
package org.mnemos.dashboardexport.entity;
