package org.mnemos.datasource.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Optional;
import org.mnemos.datasource.entity.DataSource;
import org.mnemos.memory.control.SchemaFingerprints;

/** The data sources' side of DATA_SCHEMA validation: the fingerprint of each source's latest profile. */
@ApplicationScoped
public class DataSourceFingerprints implements SchemaFingerprints {

    @Inject
    DataSources sources;

    @Override
    public Optional<String> current(String dataSourceId) {
        return sources.find(dataSourceId).map(DataSource::fingerprint);
    }
}
