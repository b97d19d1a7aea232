package org.mnemos.portability.control;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.mnemos.security.control.Caller;

/**
 * What one import has learnt so far: the ids its lines had in the exported workspace and have now, and the
 * supersession links that wait for the entry that superseded (it comes later: entries arrive oldest first).
 */
final class ImportRun {

    final Caller caller;
    final String workspaceId;
    final double maxUtility;
    private final Map<String, String> entryIds = new HashMap<>();
    private final Map<String, String> sourceIds = new HashMap<>();
    private final Map<String, List<String>> waitingFor = new HashMap<>();

    ImportRun(Caller caller, String workspaceId, double maxUtility) {
        this.caller = caller;
        this.workspaceId = workspaceId;
        this.maxUtility = maxUtility;
    }

    void sourceImported(String exportedId, String id) {
        sourceIds.put(exportedId, id);
    }

    /** Exported data-source id → imported id. */
    Map<String, String> sourceIds() {
        return sourceIds;
    }

    /** Records where an exported entry went; answers the imported entries it supersedes, which waited for it. */
    List<String> entryImported(String exportedId, String id) {
        entryIds.put(exportedId, id);
        List<String> waiting = waitingFor.remove(exportedId);
        return waiting == null ? List.of() : waiting;
    }

    /** The imported id of the entry that superseded this one, or null after noting that this one waits for it. */
    String supersederOf(String exportedSuperseder, String importedId) {
        String superseder = entryIds.get(exportedSuperseder);
        if (superseder == null) {
            waitingFor
                    .computeIfAbsent(exportedSuperseder, k -> new ArrayList<>())
                    .add(importedId);
        }
        return superseder;
    }
}
