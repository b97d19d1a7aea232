/**
 * {@code PolicyRecord}, one row of {@code retention_policy}: the policy JSON of a tenant's default or of
 * one workspace, with who changed it and when (the "since" of its decay schedule).
 */
package org.mnemos.retention.entity;
