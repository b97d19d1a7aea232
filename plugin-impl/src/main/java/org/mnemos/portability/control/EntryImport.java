package org.mnemos.portability.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Optional;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.NodeException;
import org.mnemos.api.node.Violation;
import org.mnemos.memory.control.MemoryCuration;
import org.mnemos.memory.control.Remembering;
import org.mnemos.memory.control.WritePath;
import org.mnemos.memory.entity.Scope;
import org.mnemos.memory.entity.Status;
import org.mnemos.screening.control.JsonScreen;

/**
 * An {@code entry} line through Remember's write path (secret and instruction screening, approval, dedupe,
 * supersession on the subject, lifetimes), as the importing owner; then what the path does not know of: the
 * supersession links of the exported workspace, by the new ids, and pinning.
 */
@ApplicationScoped
class EntryImport {

    @Inject
    Remembering remembering;

    @Inject
    MemoryCuration curation;

    @Inject
    JsonScreen screen;

    LineOutcome store(ImportRun run, long number, EntryLine exported) {
        EntryLine line = exported.withSources(run.sourceIds());
        Optional<Violation> secretRun = screen.found(line.runId(), "/runId");
        if (secretRun.isPresent()) {
            return LineOutcome.refused(
                    number, EntryLine.KIND, ErrorCode.SECRET_DETECTED, "The run id contains a credential.", null);
        }
        Scope scope = new Scope(run.caller.tenant(), run.workspaceId, run.caller.user(), line.runId());
        WritePath.Stored stored;
        try {
            stored = remembering.remember(scope, new Remembering.Attempt(line.request(), ""));
        } catch (NodeException refusal) {
            return LineOutcome.refused(
                    number, EntryLine.KIND, refusal.code(), refusal.getMessage(), refusal.violations());
        }
        relink(run, line, stored.id());
        if (line.utility() >= run.maxUtility && !"QUARANTINED".equals(stored.status())) {
            curation.pin(run.caller, run.workspaceId, stored.id(), true);
        }
        return LineOutcome.of(
                number,
                EntryLine.KIND,
                outcomeOf(stored.status()),
                stored.id(),
                stored.warnings().isEmpty() ? null : String.join(" ", stored.warnings()));
    }

    private void relink(ImportRun run, EntryLine line, String id) {
        for (String older : run.entryImported(line.id(), id)) {
            curation.supersede(run.caller, run.workspaceId, older, id);
        }
        if (line.status() == Status.SUPERSEDED && line.supersededBy() != null) {
            String newer = run.supersederOf(line.supersededBy(), id);
            if (newer != null) {
                curation.supersede(run.caller, run.workspaceId, id, newer);
            }
        }
    }

    private static Outcome outcomeOf(String status) {
        return switch (status) {
            case "REINFORCED" -> Outcome.DUPLICATE;
            case "QUARANTINED" -> Outcome.QUARANTINED;
            default -> Outcome.CREATED;
        };
    }
}
