package org.mnemos.platform;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.Paths;

/**
 * Unique operationIds. The scanner names an operation after its Java method, and the resources of several
 * capabilities share verbs ({@code list}, {@code get}); a name used more than once becomes the method and the
 * path ({@code GET /api/workspaces/{ws}/artifacts} is {@code getWorkspacesByWsArtifacts}). Names used once stay
 * as they are, so generated clients keep them.
 */
final class OperationNames {

    private OperationNames() {}

    static void makeUnique(Paths paths) {
        List<Named> all = new ArrayList<>();
        paths.getPathItems()
                .forEach((path, item) -> item.getOperations()
                        .forEach((method, operation) -> all.add(new Named(path, method, operation))));
        Map<String, Long> uses = all.stream()
                .map(named -> String.valueOf(named.operation().getOperationId()))
                .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
        all.stream()
                .filter(named -> named.operation().getOperationId() == null
                        || uses.get(named.operation().getOperationId()) > 1)
                .forEach(named -> named.operation().setOperationId(named.derived()));
    }

    private record Named(String path, PathItem.HttpMethod method, Operation operation) {

        String derived() {
            StringBuilder name = new StringBuilder(method.name().toLowerCase());
            for (String segment : path.split("/")) {
                if (segment.isEmpty() || segment.equals("api")) {
                    continue;
                }
                boolean parameter = segment.startsWith("{");
                name.append(parameter ? "By" : "").append(capitalised(segment.replaceAll("[{}]", "")));
            }
            return name.toString();
        }

        private static String capitalised(String segment) {
            StringBuilder word = new StringBuilder();
            for (String part : segment.split("[^A-Za-z0-9]+")) {
                if (!part.isEmpty()) {
                    word.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
                }
            }
            return word.toString();
        }
    }
}
