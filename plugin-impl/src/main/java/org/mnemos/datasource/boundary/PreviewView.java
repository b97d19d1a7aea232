package org.mnemos.datasource.boundary;

import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.api.connector.Preview;
import org.mnemos.api.connector.Row;

/** The first rows of a source, as text values in column order. */
@Schema(name = "Preview")
public record PreviewView(
        @Schema(example = "[\"Order ID\", \"Sales\"]") List<String> columns,

        @Schema(example = "[[\"CA-2016-152156\", \"261.96\"]]")
        List<List<String>> rows,

        @Schema(description = "Rows skipped because they could not be parsed", example = "0")
        long malformedRows) {

    static PreviewView of(Preview preview) {
        return new PreviewView(
                preview.columns(), preview.rows().stream().map(Row::values).toList(), preview.malformedRows());
    }
}
