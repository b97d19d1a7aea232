/**
 * Code that runs behind the launcher's separate class loader, next to the embedded-PostgreSQL
 * library and the JDBC driver. Only JDK types cross that boundary.
 */
package org.mnemos.launcher.db;
