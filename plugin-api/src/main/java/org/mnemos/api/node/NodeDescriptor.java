package org.mnemos.api.node;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.mnemos.api.error.ErrorCode;

/**
 * Everything a designer, a form generator and an agent need to know about a node.
 *
 * @param properties JSON Schema (2020-12, OpenAPI 3.0 compatible) of the node's input, with UI
 *                   hints in {@code x-group}, {@code x-order}, {@code x-widget}, {@code x-advanced}
 * @param llmDescription when and how an agent should use the node, distinct from the human help
 */
public record NodeDescriptor(
        String id,
        int version,
        String displayName,
        String description,
        String llmDescription,
        String category,
        List<String> keywords,
        String icon,
        Map<String, Object> properties,
        List<Output> outputs,
        List<ErrorSpec> errors,
        Behaviour behaviour,
        Duration timeout,
        Retry retry,
        Execution execution) {

    public NodeDescriptor {
        keywords = List.copyOf(keywords);
        properties = Map.copyOf(properties);
        outputs = List.copyOf(outputs);
        errors = List.copyOf(errors);
    }

    /** A typed output port; {@code error} marks the port failures are routed to. */
    public record Output(String name, String description, Map<String, Object> schema, boolean error) {}

    /** An error the node can raise: a catalogue code, whether retrying may help, and what the user can do here. */
    public record ErrorSpec(ErrorCode code, boolean retryable, String hint) {}

    public record Behaviour(SideEffect sideEffect, boolean idempotent) {}

    public record Retry(int maxAttempts, Duration backoff) {}

    public enum SideEffect {
        none,
        read,
        write,
        destructive
    }

    public enum Execution {
        sync,
        async
    }
}
