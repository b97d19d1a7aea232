package org.mnemos.api.connector;

import java.util.Map;

/**
 * The port through which the application reads data sources, whatever runs the connectors.
 * A {@code config} is the JSON object of a source configuration, already validated against
 * the type's schema (see {@link SourceType#schemaResource()}). Every method fails with a
 * {@link ConnectorException} carrying a stable {@link FailureCode}; transient failures have
 * already been retried by then.
 */
public interface DataConnectors {

    /** Opens the source and reads its first row, to tell whether the configuration works. */
    void test(SourceType type, Map<String, Object> config);

    /** The first {@code rows} rows of the source. */
    Preview preview(SourceType type, Map<String, Object> config, int rows);

    /**
     * The first {@code limit} rows of the source, for serving its current content (an artifact page);
     * unlike a preview not capped at a thousand rows. Values as read, like a preview.
     */
    Preview rows(SourceType type, Map<String, Object> config, int limit);

    /** The profile of every row of the source, read in one streaming pass. */
    DataProfile profile(SourceType type, Map<String, Object> config);

    /**
     * Every row of the source in one streaming pass: profiled, and each handed to {@code sink} as it is read,
     * so that a consumer can compute over a source larger than memory alongside its profile.
     */
    DataProfile read(SourceType type, Map<String, Object> config, RowSink sink);
}
