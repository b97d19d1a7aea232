/**
 * Refreshing published artifacts without a model call. {@code Compatibility} decides whether new data
 * still fits an artifact: the rule that turns a changed source into a {@code Drift} report instead of a
 * broken dashboard.
 */
package org.mnemos.refresh.control;
