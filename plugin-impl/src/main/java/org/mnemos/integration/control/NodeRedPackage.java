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
 * over {@code nodes.json}, the model derived from the available descriptors, plus each node's icon and the
 * example flows (under {@code examples/}, which Node-RED's Import → Examples menu lists) whose nodes it has.
 */
@ApplicationScoped
public class NodeRedPackage implements IntegrationPackage {

    static final String ID = "node-red";
    static final String NAME = "node-red-contrib-mnemos";
    /** The example flows, by file name under {@code examples/}, and the node types each needs. */
    private static final Map<String, List<String>> EXAMPLES =
            Map.of("Remember and recall.json", List.of("mnemos-remember", "mnemos-recall"));

    private static final String SNAPSHOT = "-SNAPSHOT";

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
        return "Run npm install --prefix ~/.node-red with this file's address (the prefix keeps npm from installing"
                + " into a parent directory when ~/.node-red has no package.json), then restart Node-RED; or upload"
                + " the file in Manage palette → Install.";
    }

    /** npm and the flows library take release versions: a development build's {@code 0.1.0-SNAPSHOT} is 0.1.0. */
    @Override
    public String version(PackageRequest request) {
        String product = request.version();
        return product.endsWith(SNAPSHOT) ? product.substring(0, product.length() - SNAPSHOT.length()) : product;
    }

    @Override
    public String mediaType() {
        return "application/gzip";
    }

    @Override
    public String fileName(PackageRequest request) {
        return NAME + "-" + version(request) + ".tgz";
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
        List<String> types = nodes.stream().map(NodeRedNode::type).toList();
        EXAMPLES.forEach((file, needs) -> {
            if (types.containsAll(needs)) {
                tarball.add("examples/" + file, example(file, request));
            }
        });
        tarball.writeTo(out);
    }

    private static String example(String file, PackageRequest request) {
        String api = Json.text(request.api());
        return IntegrationTemplates.fill(
                IntegrationTemplates.read("node-red/examples/" + file),
                Map.of("api", api.substring(1, api.length() - 1)));
    }

    private String manifest(PackageRequest request, List<NodeRedNode> nodes) {
        try {
            ObjectNode manifest =
                    (ObjectNode) Json.mapper().readTree(IntegrationTemplates.read("node-red/package.json"));
            manifest.put("version", version(request));
            manifest.put(
                    "description",
                    manifest.get("description").asText() + ": "
                            + nodes.stream().map(NodeRedNode::label).collect(Collectors.joining(", ")) + ".");
            return Json.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(manifest) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException("The Node-RED package.json template is not JSON", e);
        }
    }

    private String readme(PackageRequest request, List<NodeRedNode> nodes) {
        return IntegrationTemplates.fill(
                IntegrationTemplates.read("node-red/README.md"),
                Map.of(
                        "version",
                        version(request),
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
