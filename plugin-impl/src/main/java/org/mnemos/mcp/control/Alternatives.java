package org.mnemos.mcp.control;

import java.util.List;
import java.util.Map;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.api.node.Violation;
import org.mnemos.platform.ProblemException;

/**
 * The fields of which a node's input needs exactly one (Remember: {@code content} or {@code entries}; Forget:
 * {@code id}, {@code subject}, {@code runId} or {@code category}), read from the descriptor's top-level
 * {@code oneOf} of {@code required} lists. The tool schemas cannot say it with {@code oneOf}, so the rule is
 * written in words there and checked here, before the node's own schema, with the fields at fault named.
 */
public record Alternatives(List<String> fields) {

    public static Alternatives of(NodeDescriptor descriptor) {
        if (!(descriptor.properties().get("oneOf") instanceof List<?> branches)) {
            return new Alternatives(List.of());
        }
        return new Alternatives(branches.stream()
                .map(branch -> branch instanceof Map<?, ?> map ? map.get("required") : null)
                .filter(List.class::isInstance)
                .flatMap(required -> ((List<?>) required).stream())
                .map(String::valueOf)
                .toList());
    }

    public boolean isEmpty() {
        return fields.isEmpty();
    }

    public String rule() {
        return "Give exactly one of " + String.join(", ", fields) + ".";
    }

    /** Refuses arguments that give none or several of the fields, naming the ones to give or the ones given. */
    public void check(Map<String, Object> arguments) {
        if (isEmpty()) {
            return;
        }
        List<String> given =
                fields.stream().filter(field -> arguments.get(field) != null).toList();
        if (given.size() == 1) {
            return;
        }
        String message = given.isEmpty()
                ? "one of " + String.join(", ", fields) + " is required"
                : "give only one of " + String.join(", ", given);
        throw ProblemException.invalidInput(
                rule(),
                (given.isEmpty() ? fields : given)
                        .stream()
                                .map(field -> new Violation("/" + field, message))
                                .toList());
    }
}
