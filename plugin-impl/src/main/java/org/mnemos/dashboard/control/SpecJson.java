package org.mnemos.dashboard.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.ObjectWriter;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.platform.Json;

/**
 * The canonical text of a spec: keys in the schema's order (the records' component order), two-space
 * indentation, one array element per line and line feeds on every platform, so that equal specs are
 * equal bytes and a diff shows what changed line by line.
 */
public final class SpecJson {

    private static final DefaultIndenter INDENT = new DefaultIndenter("  ", "\n");
    private static final ObjectWriter WRITER = Json.mapper()
            .writer(new DefaultPrettyPrinter(
                            Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER))
                    .withObjectIndenter(INDENT)
                    .withArrayIndenter(INDENT));

    private SpecJson() {}

    public static String write(DashboardSpec spec) {
        try {
            return WRITER.writeValueAsString(spec) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A DashboardSpec is always serialisable", e);
        }
    }

    /** A spec read back; check it with {@link SpecCheck} first, this only maps the JSON. */
    public static DashboardSpec read(String json) throws JsonProcessingException {
        return Json.mapper().readValue(json, DashboardSpec.class);
    }

    /** A stored spec: checked when it was saved, so it reads. */
    public static DashboardSpec stored(String json) {
        try {
            return read(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A stored spec was checked when it was saved", e);
        }
    }
}
