package org.mnemos.node.boundary;

import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** What executing a node answered: the node's full id, the output port and that port's output. */
public record ExecutionResult(
        @Schema(example = "mnemos.remember") String node,
        @Schema(example = "out") String port,

        @Schema(
                description = "Shaped as the node descriptor's output port of this name says (GET /api/nodes/{id})",
                additionalProperties = Schema.True.class,
                example =
                        "{\"id\": \"5f0c1d2e-8a4b-4c3d-9e1f-2a3b4c5d6e7f\", \"status\": \"STORED\", \"supersedes\": null, \"warnings\": []}")
        Map<String, Object> output) {}
