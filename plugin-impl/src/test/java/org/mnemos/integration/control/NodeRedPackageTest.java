package org.mnemos.integration.control;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.api.node.NodeType;
import org.mnemos.node.control.DescriptorReader;
import org.mnemos.platform.Json;

/** The package as Node-RED reads it: the files, nodes.json, and the editor's dialogs and help. */
class NodeRedPackageTest {

    private static final String API = "https://mnemos.example.com/api";
    private static final List<NodeDescriptor> NODES =
            Arrays.stream(NodeType.values()).map(DescriptorReader::read).toList();

    @Test
    void everyDescriptorBecomesANodeTypeWithADialogHelpAndIcon() throws Exception {
        Map<String, String> files = unpacked(NODES);

        List<String> types =
                NODES.stream().map(node -> node.id().replace('.', '-')).toList();
        assertThat(types).contains("mnemos-remember", "mnemos-refresh-data");
        assertThat(Json.mapper().readTree(files.get("package/nodes.json")).get("nodes"))
                .extracting(node -> node.get("type").asText())
                .containsExactlyElementsOf(types);
        Document editor = Jsoup.parse(files.get("package/mnemos.html"));
        // the configuration and the artifact actions are the package's own, the others one per descriptor
        List<String> dialogs = new ArrayList<>(List.of("mnemos-config", "mnemos-artifact"));
        dialogs.addAll(types);
        assertThat(editor.select("script[data-template-name]").eachAttr("data-template-name"))
                .containsExactlyElementsOf(dialogs);
        assertThat(editor.select("script[data-help-name]").eachAttr("data-help-name"))
                .containsExactlyElementsOf(dialogs);
        types.forEach(type -> assertThat(files.get("package/icons/" + type + ".svg"))
                .startsWith("<svg")
                .doesNotContain("currentColor"));
        JsonNode manifest = Json.mapper().readTree(files.get("package/package.json"));
        assertThat(manifest.get("name").asText()).isEqualTo("node-red-contrib-mnemos");
        assertThat(manifest.get("version").asText()).isEqualTo("1.4.2");
        assertThat(manifest.at("/node-red/nodes/mnemos").asText()).isEqualTo("mnemos.js");
        assertThat(manifest.get("description").asText()).contains("Remember, Recall, Forget");
        assertThat(files).containsKey("package/mnemos.js");
        assertThat(files.get("package/README.md"))
                .contains("npm install --prefix ~/.node-red " + API + "/integrations/node-red");
        assertThat(manifest.get("license").asText()).isNotBlank();
        assertThat(manifest.get("keywords")).extracting(JsonNode::asText).contains("node-red");
        assertThat(manifest.at("/node-red/version").asText()).startsWith(">=");
        JsonNode example = Json.mapper().readTree(files.get("package/examples/Remember and recall.json"));
        assertThat(example.findValuesAsText("type")).contains("mnemos-remember", "mnemos-recall", "catch");
        assertThat(example.findValuesAsText("baseUrl")).containsExactly(API);
    }

    @Test
    void aDevelopmentBuildIsPackagedWithItsReleaseVersionAndAnExampleOnlyWithItsNodes() throws Exception {
        NodeRedPackage nodeRed = new NodeRedPackage();
        PackageRequest snapshot = new PackageRequest(NODES, "0.1.0-SNAPSHOT", API);

        assertThat(nodeRed.version(snapshot)).isEqualTo("0.1.0");
        assertThat(nodeRed.fileName(snapshot)).isEqualTo("node-red-contrib-mnemos-0.1.0.tgz");
        assertThat(nodeRed.version(new PackageRequest(NODES, "1.4.2", API))).isEqualTo("1.4.2");
        Map<String, String> withoutRecall = unpacked(NODES.stream()
                .filter(node -> !node.id().equals("mnemos.recall"))
                .toList());
        assertThat(withoutRecall.keySet()).noneMatch(file -> file.startsWith("package/examples/"));
    }

    @Test
    void textNumberAndJsonFieldsAreTypedInputsWithTheirTypeBeside() throws Exception {
        Map<String, String> files = unpacked(NODES);
        Element dialog = dialog(files, "mnemos-remember");
        JsonNode remember =
                node(Json.mapper().readTree(files.get("package/nodes.json")).get("nodes"), "mnemos-remember");

        assertThat(field(remember, "content").get("typed").asText()).isEqualTo("str");
        assertThat(field(remember, "entries").get("typed").asText()).isEqualTo("json");
        assertThat(field(remember, "kind").has("typed")).isFalse();
        assertThat(dialog.selectFirst("#node-input-content").attr("type")).isEqualTo("text");
        assertThat(dialog.selectFirst("#node-input-contentType").attr("type")).isEqualTo("hidden");
        JsonNode recall =
                node(Json.mapper().readTree(files.get("package/nodes.json")).get("nodes"), "mnemos-recall");
        assertThat(field(recall, "input_k").get("typed").asText()).isEqualTo("num");
        List<String> keys = new ArrayList<>();
        recall.get("fields").forEach(field -> keys.add(field.get("key").asText()));
        recall.get("fields")
                .forEach(field ->
                        assertThat(keys).doesNotContain(field.get("key").asText() + "Type"));
    }

    @Test
    void theDialogFollowsGroupsOrderAndWidgets() throws Exception {
        Element dialog = dialog(unpacked(NODES), "mnemos-remember");

        assertThat(dialog.select("h4.mnemos-group").eachText()).containsExactly("What", "Provenance");
        assertThat(dialog.select(".form-row :is(input, select):not([type=hidden])")
                        .eachAttr("id"))
                .startsWith("node-input-server", "node-input-name", "node-input-content", "node-input-kind");
        assertThat(dialog.selectFirst("#node-input-content").tagName()).isEqualTo("input");
        assertThat(dialog.select("#node-input-kind option").eachAttr("value"))
                .containsExactly("SCRATCH", "EPISODIC", "DURABLE");
        assertThat(dialog.selectFirst("#node-input-confidence").attr("type")).isEqualTo("range");
        assertThat(dialog.selectFirst("#node-input-approved").attr("type")).isEqualTo("checkbox");
        // The nested source object: its fields sit in its group, in its place.
        Element provenance = dialog.select("h4.mnemos-group").get(1);
        assertThat(provenance.nextElementSibling().selectFirst("select").id()).isEqualTo("node-input-source_type");
        assertThat(dialog.select("details.mnemos-advanced [id]:not([type=hidden])")
                        .eachAttr("id"))
                .containsExactly(
                        "node-input-conversation",
                        "node-input-observedAt",
                        "node-input-expiresAt",
                        "node-input-reviewAt",
                        "node-input-entries");
        assertThat(dialog.select("label[for=node-input-content] + span > input#node-input-content"))
                .hasSize(1);

        Element refresh = dialog(unpacked(NODES), "mnemos-refresh-data");
        Element artifact = refresh.selectFirst("#node-input-artifactId");
        assertThat(artifact.attr("data-mnemos-picker")).isEqualTo("artifacts");
        assertThat(refresh.select("datalist#" + artifact.attr("list"))).hasSize(1);

        Element recall = dialog(unpacked(NODES), "mnemos-recall");
        assertThat(recall.selectFirst("#node-input-kinds").hasAttr("multiple")).isTrue();
        assertThat(recall.selectFirst("label[for=node-input-query]").text()).isEqualTo("Question *");
    }

    @Test
    void nodesJsonTellsTheRuntimeWhereEachSettingGoes() throws Exception {
        JsonNode nodes = Json.mapper()
                .readTree(unpacked(NODES).get("package/nodes.json"))
                .get("nodes");

        JsonNode remember = node(nodes, "mnemos-remember");
        assertThat(remember.get("tool").asText()).isEqualTo("mnemos_remember");
        assertThat(remember.get("primary").asText()).isEqualTo("content");
        assertThat(remember.get("runIdFromMessage").asBoolean()).isTrue();
        assertThat(remember.get("timeoutMs").asLong()).isEqualTo(40_000);
        JsonNode sourceType = field(remember, "source_type");
        assertThat(sourceType.get("path")).extracting(JsonNode::asText).containsExactly("source", "type");
        assertThat(sourceType.get("defaultValue").asText()).isEqualTo("AGENT_INFERENCE");
        assertThat(field(remember, "entries").get("widget").asText()).isEqualTo("json");
        JsonNode dataSource = field(node(nodes, "mnemos-generate-artifact"), "dataSourceId");
        assertThat(dataSource.get("widget").asText()).isEqualTo("picker");
        assertThat(dataSource.get("picker").asText()).isEqualTo("data-sources");
        // Forget's runId is the run to erase, not the calling run.
        assertThat(node(nodes, "mnemos-forget").get("runIdFromMessage").asBoolean())
                .isFalse();
        // A name Node-RED keeps for itself gets a prefix: the node's own name, every one-letter name.
        assertThat(field(node(nodes, "mnemos-generate-artifact"), "input_name").get("path"))
                .extracting(JsonNode::asText)
                .containsExactly("name");
        assertThat(field(node(nodes, "mnemos-recall"), "input_k").get("path"))
                .extracting(JsonNode::asText)
                .containsExactly("k");
    }

    @Test
    void aNewPropertyAppearsInTheDialogTheModelAndTheHelp() throws Exception {
        NodeDescriptor remember = DescriptorReader.read(NodeType.REMEMBER);
        Map<String, Object> properties = new LinkedHashMap<>(remember.properties());
        @SuppressWarnings("unchecked")
        Map<String, Object> fields = new LinkedHashMap<>((Map<String, Object>) properties.get("properties"));
        fields.put(
                "mood",
                Map.of(
                        "type", "string",
                        "enum", List.of("CALM", "URGENT"),
                        "title", "Mood",
                        "description", "How </script><b>pressing</b> it is",
                        "x-group", "What",
                        "x-order", 1.5));
        properties.put("properties", fields);
        NodeDescriptor extended = new NodeDescriptor(
                remember.id(),
                remember.version(),
                remember.displayName(),
                remember.description(),
                remember.llmDescription(),
                remember.category(),
                remember.keywords(),
                remember.icon(),
                properties,
                remember.outputs(),
                remember.errors(),
                remember.behaviour(),
                remember.timeout(),
                remember.retry(),
                remember.execution());

        Map<String, String> files = unpacked(List.of(extended));

        Element dialog = dialog(files, "mnemos-remember");
        assertThat(dialog.select("[id^=node-input-]").eachAttr("id"))
                .containsSubsequence("node-input-content", "node-input-mood", "node-input-kind");
        assertThat(dialog.select("#node-input-mood option").eachAttr("value")).containsExactly("", "CALM", "URGENT");
        assertThat(field(
                                node(
                                        Json.mapper()
                                                .readTree(files.get("package/nodes.json"))
                                                .get("nodes"),
                                        "mnemos-remember"),
                                "mood")
                        .get("widget")
                        .asText())
                .isEqualTo("select");
        Element help = help(files, "mnemos-remember");
        assertThat(help.text()).contains("payload.mood", "How </script><b>pressing</b> it is");
        assertThat(help.select("b")).isEmpty();
    }

    @Test
    void theHelpComesFromTheDescriptor() throws Exception {
        NodeDescriptor remember = DescriptorReader.read(NodeType.REMEMBER);
        Element help = help(unpacked(NODES), "mnemos-remember");

        assertThat(help.selectFirst("p").text()).isEqualTo(remember.description());
        assertThat(help.select("dl.message-properties dt").eachText())
                .contains("payload.content string", "payload.source.type string", "runId string", "SECRET_DETECTED");
        assertThat(help.select("ol.node-ports > li")).hasSize(2);
        assertThat(help.text()).contains("What was stored", "Give exactly one of: content, entries.");
    }

    private static Element dialog(Map<String, String> files, String type) {
        return fragment(files, "script[data-template-name=" + type + "]");
    }

    private static Element help(Map<String, String> files, String type) {
        return fragment(files, "script[data-help-name=" + type + "]");
    }

    private static Element fragment(Map<String, String> files, String selector) {
        Element script = Jsoup.parse(files.get("package/mnemos.html")).selectFirst(selector);
        assertThat(script).as(selector).isNotNull();
        return Jsoup.parseBodyFragment(script.data()).body();
    }

    private static JsonNode node(JsonNode nodes, String type) {
        for (JsonNode node : nodes) {
            if (node.get("type").asText().equals(type)) {
                return node;
            }
        }
        throw new AssertionError("no node " + type);
    }

    private static JsonNode field(JsonNode node, String key) {
        for (JsonNode field : node.get("fields")) {
            if (field.get("key").asText().equals(key)) {
                return field;
            }
        }
        throw new AssertionError("no field " + key);
    }

    private static Map<String, String> unpacked(List<NodeDescriptor> nodes) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new NodeRedPackage().write(new PackageRequest(nodes, "1.4.2", API), out);
        Map<String, String> files = new LinkedHashMap<>();
        try (TarArchiveInputStream tar =
                new TarArchiveInputStream(new GzipCompressorInputStream(new ByteArrayInputStream(out.toByteArray())))) {
            for (TarArchiveEntry entry = tar.getNextEntry(); entry != null; entry = tar.getNextEntry()) {
                files.put(entry.getName(), new String(tar.readAllBytes(), StandardCharsets.UTF_8));
            }
        }
        return files;
    }
}
