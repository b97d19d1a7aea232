/**
 * Checking a spec and computing its data. {@code SpecCheck} validates a spec against the published schema
 * (through the nodes' {@code InputSchema}) and, with {@code SpecReferences} and {@code FieldUse}, every column
 * reference against the profile; {@code SpecJson} reads a spec and writes it in its canonical form;
 * {@code ColumnNames} is how a column is matched by name. {@code SpecDatasets} computes a spec's datasets
 * from the typed rows ({@code RowTyping}): the cards' statistics ({@code Aggregation}, {@code DistinctValues}),
 * the charts' groups ({@code ChartGroups} with {@code TimeBuckets} and {@code ValueOrder}) and the tables'
 * first rows ({@code TopRows}).
 */
package org.mnemos.dashboard.control;
