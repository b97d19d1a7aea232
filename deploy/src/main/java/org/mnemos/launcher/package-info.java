/**
 * The one-command start: checks the configuration, starts the embedded PostgreSQL (or probes the
 * external one), boots Payara Micro in this JVM with the WAR, waits until the application is ready
 * and stops everything cleanly on Ctrl-C. Runs outside the WAR, with only Payara on its class path.
 */
package org.mnemos.launcher;
