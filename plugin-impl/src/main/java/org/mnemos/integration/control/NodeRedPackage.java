package org.mnemos.integration.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.mnemos.platform.Json;

/**
 * {@code node-red-contrib-mnemos}: one generic runtime ({@code mnemos.js}) and the editor ({@code mnemos.html})
 * over {@code nodes.json}, the model derived from the available descriptors, plus each node's icon.
 */
@ApplicationScoped
public class NodeRedPackage implements IntegrationPackage {

    static final String ID = "node-red";
    static final String NAME = "node-red-contrib-mnemos";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String platform() {
        return "Node-RED";
    }

    @Override
    public String packageName() {
        return NAME;
    }

    @Override
    public String installation() {
        return "In the Node-RED user directory (~/.node-red) run npm install with this file's address, then restart "
                + "Node-RED; or upload the file in Manage palette → Install.";
    }

    @Override
    public String mediaType() {
        return "application/gzip";
    }

    @Override
    public String fileName(PackageRequest request) {
        return NAME + "-" + request.version() + ".tgz";
    }

    @Override
    public void write(PackageRequest request, OutputStream out) throws IOException {
        List<NodeRedNode> nodes = request.nodes().stream().map(NodeRedNode::of).toList();
        NpmTarball tarball = new NpmTarball()
                .add("package.json", manifest(request, nodes))
                .add("mnemos.js", IntegrationTemplates.read("node-red/mnemos.js"))
                .add("mnemos.html", NodeRedEditor.html(nodes, request.api()))
                .add("nodes.json", Json.text(Map.of("nodes", nodes)))
                .add("README.md", readme(request, nodes));
        // Node-RED shows icons white on the node's colour; the descriptors draw in currentColor.
        nodes.forEach(node ->
                tarball.add("icons/" + node.icon(), node.descriptor().icon().replace("currentColor", "#ffffff")));
        tarball.writeTo(out);
    }

    private static String manifest(PackageRequest request, List<NodeRedNode> nodes) {
        try {
            ObjectNode manifest =
                    (ObjectNode) Json.mapper().readTree(IntegrationTemplates.read("node-red/package.json"));
            manifest.put("version", request.version());
            manifest.put(
                    "description",
                    manifest.get("description").asText() + ": "
                            + nodes.stream().map(NodeRedNode::label).collect(Collectors.joining(", ")) + ".");
            return Json.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(manifest) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException("The Node-RED package.json template is not JSON", e);
        }
    }

    private static String readme(PackageRequest request, List<NodeRedNode> nodes) {
        return IntegrationTemplates.fill(
                IntegrationTemplates.read("node-red/README.md"),
                Map.of(
                        "version",
                        request.version(),
                        "api",
                        request.api(),
                        "download",
                        request.api() + "/integrations/" + ID,
                        "nodes",
                        nodes.stream()
                                .map(node -> "- **" + node.label() + "** (`" + node.type() + "`): "
                                        + node.descriptor().description())
                                .collect(Collectors.joining("\n"))));
    }
}
