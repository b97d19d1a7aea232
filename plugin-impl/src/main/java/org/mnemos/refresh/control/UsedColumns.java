package org.mnemos.refresh.control;

import java.util.List;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.dashboard.control.SpecJson;
import org.mnemos.dashboard.entity.ArtifactForm;

/**
 * The columns an artifact uses, which new data must keep: a spec's field references; for a program, every
 * column of the profile it was made for, since the injection check proves that a program reads the data but
 * not which of its columns.
 */
final class UsedColumns {

    private UsedColumns() {}

    static List<String> of(ArtifactForm form, String content, DataProfile baseline) {
        return form == ArtifactForm.PROGRAM
                ? baseline.columns().stream().map(ColumnProfile::name).toList()
                : List.copyOf(SpecJson.stored(content).fields());
    }
}
