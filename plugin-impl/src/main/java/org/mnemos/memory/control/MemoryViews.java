package org.mnemos.memory.control;

import com.fasterxml.jackson.core.type.TypeReference;
import java.util.Map;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.platform.Json;

/** JSON views of entries for the nodes' outputs. */
public final class MemoryViews {

    private static final TypeReference<Map<String, Object>> MAP = new TypeReference<>() {};

    private MemoryViews() {}

    /** The provenance as a plain map: node outputs hold only JSON values, so any host can embed them. */
    public static Map<String, Object> provenance(MemoryEntry entry) {
        return Json.mapper().convertValue(ProvenanceView.of(entry), MAP);
    }
}
