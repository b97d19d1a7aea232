package org.mnemos.memory.control;

import jakarta.persistence.EntityManager;
import jakarta.persistence.TypedQuery;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.mnemos.memory.entity.Category;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.Status;

/**
 * Filters of the memory list of one workspace: kind, category, status, a text fragment and the conversation the
 * entries were said in (a chat memory's recent turns).
 */
public record MemoryFilter(
        String tenant,
        String workspaceId,
        Kind kind,
        Category category,
        Status status,
        String text,
        String conversation) {

    <T> TypedQuery<T> apply(EntityManager em, String select, String order, Class<T> type) {
        List<String> conditions = new ArrayList<>(List.of("e.scope.tenant = :tenant", "e.scope.workspaceId = :ws"));
        Map<String, Object> parameters = new LinkedHashMap<>(Map.of("tenant", tenant, "ws", workspaceId));
        if (kind != null) {
            conditions.add("e.kind = :kind");
            parameters.put("kind", kind);
        }
        if (category != null) {
            conditions.add("e.category = :category");
            parameters.put("category", category);
        }
        if (status != null) {
            conditions.add("e.status = :status");
            parameters.put("status", status);
        }
        if (conversation != null && !conversation.isBlank()) {
            conditions.add("e.conversation = :conversation");
            parameters.put("conversation", conversation.strip());
        }
        if (text != null && !text.isBlank()) {
            conditions.add("LOWER(e.content) LIKE :text ESCAPE '\\'");
            parameters.put("text", "%" + text.toLowerCase(Locale.ROOT).replaceAll("([\\\\%_])", "\\\\$1") + "%");
        }
        TypedQuery<T> query = em.createQuery(select + " WHERE " + String.join(" AND ", conditions) + order, type);
        parameters.forEach(query::setParameter);
        return query;
    }
}
