package org.mnemos.datasource.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.ValueCount;
import org.mnemos.memory.control.SecretScreen;

/**
 * Masks credentials in what a profile copies from the data: sample rows, value catalogs and the
 * prompt text. A profile is kept on the source, becomes DATA_SCHEMA memory and goes into artifact
 * prompts, and a CSV cell may hold an API key; masking before any of that keeps the profile usable
 * where refusing it would lose the whole schema. Column names and statistics stay: they describe
 * the data and the schema fingerprint is computed from them.
 */
@ApplicationScoped
public class ProfileRedaction {

    @Inject
    SecretScreen secrets;

    public ProfileRedaction() {}

    ProfileRedaction(SecretScreen secrets) {
        this.secrets = secrets;
    }

    public DataProfile redact(DataProfile profile) {
        return new DataProfile(
                profile.rowCount(),
                profile.fingerprint(),
                profile.columns().stream().map(this::redact).toList(),
                profile.samples().stream().map(this::redact).toList(),
                profile.text() == null ? null : secrets.redact(profile.text()),
                profile.tokens(),
                profile.malformedRows());
    }

    private ColumnProfile redact(ColumnProfile column) {
        List<ValueCount> values = column.values().stream()
                .map(value -> new ValueCount(masked(value.value()), value.count()))
                .toList();
        return new ColumnProfile(
                column.name(),
                column.type(),
                column.nulls(),
                column.distinct(),
                column.distinctExact(),
                column.min(),
                column.max(),
                column.mean(),
                column.std(),
                column.quantiles(),
                values,
                column.valuesComplete(),
                column.dateFormat());
    }

    private List<String> redact(List<String> row) {
        return row.stream().map(this::masked).toList();
    }

    private String masked(String value) {
        return value == null ? null : secrets.redact(value);
    }
}
