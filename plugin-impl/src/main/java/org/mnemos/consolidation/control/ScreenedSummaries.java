package org.mnemos.consolidation.control;

import java.util.List;
import org.mnemos.screening.control.SecretScreen;

/**
 * The summary of any consolidator, with credentials masked: a SEMANTIC entry is written without the
 * write path's screen, and its sources may predate a rule that now recognises a key in them (the
 * offline consolidator copies their sentences; a model may echo them).
 */
final class ScreenedSummaries implements Consolidator {

    private final Consolidator summaries;
    private final SecretScreen secrets;

    ScreenedSummaries(Consolidator summaries, SecretScreen secrets) {
        this.summaries = summaries;
        this.secrets = secrets;
    }

    @Override
    public String consolidate(List<String> contents, List<float[]> vectors) {
        return secrets.redact(summaries.consolidate(contents, vectors));
    }
}
