/**
 * Dashboards: the DashboardSpec (a JSON document checked against a published schema and against a data
 * source's profile) and the datasets the server computes for it from every row of the source, so that a
 * page draws numbers and never computes them. No other capability is needed to read, check or compute a
 * spec; artifacts store and serve specs, generation makes them.
 */
package org.mnemos.dashboard;
