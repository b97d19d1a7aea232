/**
 * {@code DataSource}, one row of {@code data_source}: a workspace's validated source configuration
 * (JSON, credential names only, never secrets) and the fingerprint and JSON of its latest profile.
 */
package org.mnemos.datasource.entity;
