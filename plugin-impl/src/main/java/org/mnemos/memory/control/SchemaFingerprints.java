package org.mnemos.memory.control;

import java.util.Optional;

/**
 * Port to the data sources, for validating DATA_SCHEMA memories: the current schema fingerprint
 * of a source, empty when the source is gone or was never profiled.
 */
public interface SchemaFingerprints {

    String CITATION_PREFIX = "datasource:";

    Optional<String> current(String dataSourceId);
}
