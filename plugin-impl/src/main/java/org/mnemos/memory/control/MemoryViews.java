package org.mnemos.memory.control;

import java.util.LinkedHashMap;
import java.util.Map;
import org.mnemos.memory.entity.MemoryEntry;

/** JSON views of entries shared by the nodes and the memory API. */
public final class MemoryViews {

    private MemoryViews() {
    }

    public static Map<String, Object> provenance(MemoryEntry entry) {
        var provenance = entry.provenance();
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("sourceType", provenance.sourceType().name());
        view.put("citation", provenance.citation());
        view.put("observedAt", provenance.observedAt() == null ? null : provenance.observedAt().toString());
        view.put("recordedAt", provenance.recordedAt().toString());
        view.put("confidence", provenance.confidence());
        view.put("trust", provenance.trust().name());
        return view;
    }

    /** The full entry for the memory API and the timeline. */
    public static Map<String, Object> entry(MemoryEntry entry) {
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("id", entry.id());
        view.put("workspace", entry.scope().workspaceId());
        view.put("runId", entry.scope().runId());
        view.put("author", entry.scope().author());
        view.put("kind", entry.kind().name());
        view.put("category", entry.category().name());
        view.put("subject", entry.subject().orElse(null));
        view.put("content", entry.content());
        view.put("status", entry.status().name());
        view.put("supersededBy", entry.supersededByEntry().orElse(null));
        view.put("utility", entry.utility());
        view.put("recallCount", entry.recallCount());
        view.put("reinforceCount", entry.reinforceCount());
        view.put("expiresAt", entry.lifetime().expiresAt() == null ? null : entry.lifetime().expiresAt().toString());
        view.put("reviewAt", entry.lifetime().reviewAt() == null ? null : entry.lifetime().reviewAt().toString());
        view.put("provenance", provenance(entry));
        return view;
    }
}
