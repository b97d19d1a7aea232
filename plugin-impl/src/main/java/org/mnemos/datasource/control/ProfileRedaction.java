package org.mnemos.datasource.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mnemos.api.connector.AggregateRow;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.ValueCount;
import org.mnemos.screening.control.JsonScreen;
import org.mnemos.screening.control.SecretScreen;

/**
 * Masks credentials in what a profile copies from the data: sample rows, value catalogs and the
 * prompt text (and the aggregate rows named in a column). A profile is kept on the source, becomes DATA_SCHEMA memory and goes into artifact
 * prompts, and a CSV cell may hold an API key; masking before any of that keeps the profile usable
 * where refusing it would lose the whole schema. Column names and statistics stay: they describe
 * the data and the schema fingerprint is computed from them.
 */
@ApplicationScoped
public class ProfileRedaction {

    @Inject
    SecretScreen secrets;

    @Inject
    JsonScreen cells;

    public ProfileRedaction() {}

    ProfileRedaction(SecretScreen secrets) {
        this.secrets = secrets;
        this.cells = new JsonScreen(secrets);
    }

    public DataProfile redact(DataProfile profile) {
        Map<String, String> masked = new LinkedHashMap<>();
        List<ColumnProfile> columns =
                profile.columns().stream().map(column -> redact(column, masked)).toList();
        List<String> names = profile.columns().stream().map(ColumnProfile::name).toList();
        List<List<String>> samples = profile.samples().stream()
                .map(row -> redact(row, names, masked))
                .toList();
        return profile.withContent(
                columns, samples, profile.text() == null ? null : redactText(profile.text(), masked));
    }

    /**
     * The rendering shows cells cut short ({@code ghp_Zq8wX2…}), which no rule recognises but which
     * still give part of a key away: every shown form of a masked cell is replaced by its masked form.
     */
    private String redactText(String text, Map<String, String> masked) {
        String redacted = text;
        for (Map.Entry<String, String> cell : masked.entrySet()) {
            String original = cell.getKey().replaceAll("\\s+", " ").strip();
            String replacement = cell.getValue().replaceAll("\\s+", " ").strip();
            int secretStart = Math.max(1, replacement.indexOf("[REDACTED:"));
            redacted = redacted.replace(original, replacement);
            for (int shown = original.length() - 1; shown > secretStart; shown--) {
                redacted = redacted.replace(original.substring(0, shown) + "…", replacement);
            }
        }
        return secrets.redact(redacted);
    }

    private ColumnProfile redact(ColumnProfile column, Map<String, String> masked) {
        List<ValueCount> values = column.values().stream()
                .map(value -> new ValueCount(masked(column.name(), value.value(), masked), value.count()))
                .toList();
        List<AggregateRow> aggregateRows = column.aggregateRows().stream()
                .map(row -> new AggregateRow(masked(column.name(), row.value(), masked), row.evidence()))
                .toList();
        return column.withValues(values, aggregateRows);
    }

    private List<String> redact(List<String> row, List<String> names, Map<String, String> masked) {
        List<String> cells = new ArrayList<>(row.size()); // sample cells may be null
        for (int i = 0; i < row.size(); i++) {
            cells.add(masked(i < names.size() ? names.get(i) : null, row.get(i), masked));
        }
        return cells;
    }

    /**
     * The value with its secrets masked, read with its column's name (a 32-hex cell of {@code api_key} is a key);
     * a value that changed is noted for the text.
     */
    private String masked(String column, String value, Map<String, String> masked) {
        if (value == null) {
            return null;
        }
        String redacted = cells.masked(column, value);
        if (!redacted.equals(value)) {
            masked.put(value, redacted);
        }
        return redacted;
    }
}
