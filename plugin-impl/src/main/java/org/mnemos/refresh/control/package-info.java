/**
 * Refreshing published artifacts without a model call. {@code Compatibility} decides whether new data
 * still fits an artifact: the rule that turns a changed source into a {@code Drift} report instead of a
 * broken dashboard. {@code RefreshRecords} keeps the refresh records and implements the artifact capability's
 * {@code RefreshedData} port: the latest successful data of a version, and a past refresh's data.
 */
package org.mnemos.refresh.control;
