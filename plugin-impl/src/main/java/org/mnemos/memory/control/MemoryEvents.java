package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.mnemos.retrieval.entity.IndexedEntry;

/**
 * The timeline's live feed: after a change to memory commits, every open server-sent-event stream
 * of the changed workspace gets a {@code memory-changed} event with the ids upserted and erased
 * (never content). Streams that went away are dropped on the next send.
 */
@ApplicationScoped
public class MemoryEvents {

    static final String EVENT = "memory-changed";

    private final Map<String, Set<Subscriber>> byWorkspace = new ConcurrentHashMap<>();

    public void subscribe(String workspaceId, SseEventSink sink, Sse sse) {
        Subscriber subscriber = new Subscriber(sink, sse);
        byWorkspace
                .computeIfAbsent(workspaceId, ws -> ConcurrentHashMap.newKeySet())
                .add(subscriber);
        send(workspaceId, subscriber, "ready", Map.of("workspace", workspaceId));
    }

    void changed(@Observes(during = TransactionPhase.AFTER_SUCCESS) MemoryChanged change) {
        Map<String, List<String>> upserted = new LinkedHashMap<>();
        for (IndexedEntry entry : change.upserted()) {
            upserted.computeIfAbsent(entry.workspace(), ws -> new ArrayList<>()).add(entry.id());
        }
        upserted.forEach((ws, ids) -> publish(ws, Map.of("upserted", ids, "erased", List.of())));
        if (!change.erased().isEmpty() && change.erasedIn() != null) {
            publish(change.erasedIn(), Map.of("upserted", List.of(), "erased", change.erased()));
        }
    }

    int subscribers(String workspaceId) {
        return byWorkspace.getOrDefault(workspaceId, Set.of()).size();
    }

    private void publish(String workspaceId, Map<String, Object> data) {
        Set<Subscriber> subscribers = byWorkspace.get(workspaceId);
        if (subscribers != null) {
            subscribers.forEach(subscriber -> send(workspaceId, subscriber, EVENT, data));
        }
    }

    private void send(String workspaceId, Subscriber subscriber, String name, Map<String, Object> data) {
        if (subscriber.sink().isClosed()) {
            drop(workspaceId, subscriber);
            return;
        }
        subscriber
                .sink()
                .send(subscriber
                        .sse()
                        .newEventBuilder()
                        .name(name)
                        .mediaType(MediaType.APPLICATION_JSON_TYPE)
                        .data(data)
                        .build())
                .whenComplete((sent, failure) -> {
                    if (failure != null) {
                        drop(workspaceId, subscriber);
                    }
                });
    }

    private void drop(String workspaceId, Subscriber subscriber) {
        byWorkspace.computeIfPresent(workspaceId, (ws, set) -> {
            set.remove(subscriber);
            return set.isEmpty() ? null : set;
        });
        try {
            subscriber.sink().close();
        } catch (RuntimeException ignored) {
            // already gone
        }
    }

    private record Subscriber(SseEventSink sink, Sse sse) {}
}
