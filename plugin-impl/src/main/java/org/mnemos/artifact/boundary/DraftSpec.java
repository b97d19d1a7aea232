package org.mnemos.artifact.boundary;

import java.util.Optional;
import org.mnemos.artifact.entity.Draft;
import org.mnemos.dashboard.control.SpecJson;
import org.mnemos.dashboard.entity.DashboardSpec;

/** The spec a draft holds, which states what the generator could not map; a program draft states nothing. */
final class DraftSpec {

    private DraftSpec() {}

    static Optional<DashboardSpec> of(Draft draft) {
        return draft.content().stripLeading().startsWith("{")
                ? Optional.of(SpecJson.stored(draft.content()))
                : Optional.empty();
    }
}
