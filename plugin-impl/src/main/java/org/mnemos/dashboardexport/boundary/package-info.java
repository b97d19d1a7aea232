/** The export endpoints under {@code /workspaces/{ws}/artifacts/{id}}: parse, check access, delegate, answer. */
package org.mnemos.dashboardexport.boundary;
