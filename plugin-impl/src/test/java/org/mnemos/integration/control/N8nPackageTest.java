package org.mnemos.integration.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import com.fasterxml.jackson.core.type.TypeReference;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;
import org.junit.jupiter.api.Test;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.api.node.NodeType;
import org.mnemos.node.control.DescriptorReader;
import org.mnemos.platform.Json;

/** The n8n package as n8n's loader reads it, and the node forms as the descriptors' schemas lay them out. */
class N8nPackageTest {

    private static final List<NodeDescriptor> NODES =
            Arrays.stream(NodeType.values()).map(DescriptorReader::read).toList();
    private static final String API = "https://mnemos.example.com/api";
    private static final String DOCS = "https://mnemos.example.com/developers";
    private static final TypeReference<Map<String, Object>> OBJECT = new TypeReference<>() {};

    @Test
    void everyDescriptorBecomesANodeFileWithItsCodexAndBothIconsListedInPackageJson() throws Exception {
        Map<String, String> files = unpacked(new PackageRequest(NODES, "1.2.3", API));

        Map<String, Object> packageJson = Json.mapper().readValue(files.get("package/package.json"), OBJECT);
        assertThat(packageJson).contains(entry("name", "n8n-nodes-mnemos"), entry("version", "1.2.3"));
        assertThat(list(packageJson.get("keywords"))).contains("n8n-community-node-package");
        Map<?, ?> n8n = (Map<?, ?>) packageJson.get("n8n");
        assertThat(n8n.get("n8nNodesApiVersion")).isEqualTo(1);
        assertThat(list(n8n.get("credentials"))).containsExactly("dist/credentials/MnemosApi.credentials.js");
        assertThat(list(n8n.get("nodes")))
                .containsExactly(
                        "dist/nodes/MnemosRemember/MnemosRemember.node.js",
                        "dist/nodes/MnemosRecall/MnemosRecall.node.js",
                        "dist/nodes/MnemosForget/MnemosForget.node.js",
                        "dist/nodes/MnemosRefreshData/MnemosRefreshData.node.js",
                        "dist/nodes/MnemosGenerateArtifact/MnemosGenerateArtifact.node.js",
                        "dist/nodes/MnemosChatMemory/MnemosChatMemory.node.js");
        for (Object node : list(n8n.get("nodes"))) {
            String folder = "package/" + node.toString().replaceAll("/[^/]+$", "/");
            String typeName = folder.replaceAll(".*/Mnemos([^/]+)/$", "mnemos$1");
            assertThat(files).containsKeys("package/" + node, "package/" + node + "on");
            assertThat(files.get(folder + typeName + ".svg")).startsWith("<svg").doesNotContain("currentColor");
            assertThat(files.get(folder + typeName + ".dark.svg"))
                    .startsWith("<svg")
                    .isNotEqualTo(files.get(folder + typeName + ".svg"));
        }
        assertThat(files.get("package/dist/credentials/MnemosApi.credentials.js"))
                .contains("default: \"" + API + "\"", "url: '/workspaces'");
        assertThat(files).containsKeys("package/dist/MnemosNode.js", "package/dist/errors.json", "package/README.md");
        assertThat(String.join("", files.values())).doesNotContain("__");
    }

    @Test
    void theCodexUsesACategoryTheNodesPanelSearchesAndEveryNodeLinksItsDocsAndShowsASubtitle() throws Exception {
        Map<String, String> files = unpacked(new PackageRequest(NODES, "1.2.3", API));

        Map<String, Object> codex =
                Json.mapper().readValue(files.get("package/dist/nodes/MnemosRecall/MnemosRecall.node.json"), OBJECT);
        assertThat(codex.get("categories")).isEqualTo(List.of("Data & Storage"));
        assertThat(codex.get("resources")).isEqualTo(Map.of("primaryDocumentation", List.of(Map.of("url", DOCS))));
        assertThat(list(codex.get("alias"))).contains("recall", "memory");
        assertThat(files.get("package/dist/credentials/MnemosApi.credentials.js"))
                .contains("this.documentationUrl = \"" + DOCS + "\"");

        Map<String, String> subtitles = new LinkedHashMap<>();
        for (NodeDescriptor node : NODES) {
            Map<?, ?> description = (Map<?, ?>) N8nNode.of(node, DOCS).spec().get("description");
            assertThat(description.get("documentationUrl")).isEqualTo(DOCS);
            subtitles.put(node.id(), String.valueOf(description.get("subtitle")));
        }
        assertThat(subtitles)
                .containsEntry("mnemos.remember", "={{ $parameter[\"kind\"] }}")
                .containsEntry("mnemos.recall", "={{ $parameter[\"query\"] }}")
                .containsEntry("mnemos.forget", "={{ $parameter[\"reason\"] }}")
                .containsEntry("mnemos.refresh-data", "={{ $parameter[\"artifactId\"] }}")
                .containsEntry("mnemos.generate-artifact", "={{ $parameter[\"format\"] }}");
    }

    @Test
    void theChatMemoryIsASubNodeOfTheAgentsMemoryConnectorCallingRememberRecallAndForget() throws Exception {
        Map<String, String> files = unpacked(new PackageRequest(NODES, "1.2.3", API));
        String stub = files.get("package/dist/nodes/MnemosChatMemory/MnemosChatMemory.node.js");
        Map<String, Object> spec = Json.mapper()
                .readValue(stub.substring(stub.indexOf("super(") + "super(".length(), stub.lastIndexOf(");")), OBJECT);
        Map<?, ?> description = (Map<?, ?>) spec.get("description");

        assertThat(stub).contains("class MnemosChatMemory extends MnemosChatMemoryNode");
        assertThat(description.get("name")).isEqualTo("mnemosChatMemory");
        assertThat(description.get("inputs")).isEqualTo(List.of());
        assertThat(description.get("outputs")).isEqualTo(List.of("ai_memory"));
        assertThat(description.get("documentationUrl")).isEqualTo(DOCS);
        assertThat(description.get("credentials")).isEqualTo(List.of(Map.of("name", "mnemosApi", "required", true)));
        assertThat(list(description.get("properties")).stream()
                        .map(property -> String.valueOf(((Map<?, ?>) property).get("name")))
                        .toList())
                .containsExactly(
                        "workspace",
                        "sessionIdType",
                        "sessionKey",
                        "query",
                        "contextWindowLength",
                        "tokenBudget",
                        "maxMemories");
        assertThat(spec.get("remember")).isEqualTo(Map.of("tool", "mnemos_remember", "timeout", 30_000));
        assertThat(((Map<?, ?>) spec.get("recall")).get("tool")).isEqualTo("mnemos_recall");
        Map<String, Object> codex = Json.mapper()
                .readValue(files.get("package/dist/nodes/MnemosChatMemory/MnemosChatMemory.node.json"), OBJECT);
        assertThat(codex.get("subcategories"))
                .isEqualTo(Map.of("AI", List.of("Memory"), "Memory", List.of("Other memories")));
        assertThat(files).containsKey("package/dist/MnemosChat.js");
        Map<String, Object> packageJson = Json.mapper().readValue(files.get("package/package.json"), OBJECT);
        assertThat(packageJson.get("peerDependencies"))
                .isEqualTo(Map.of("n8n-workflow", "*", "@n8n/ai-utilities", "*"));

        List<NodeDescriptor> withoutRecall = NODES.stream()
                .filter(node -> !node.id().equals("mnemos.recall"))
                .toList();
        assertThat(unpacked(new PackageRequest(withoutRecall, "1.2.3", API)))
                .doesNotContainKey("package/dist/MnemosChat.js")
                .doesNotContainKey("package/dist/nodes/MnemosChatMemory/MnemosChatMemory.node.js");
    }

    @Test
    void eachNodeFileHandsTheRuntimeItsSpecAsAJavaScriptLiteral() throws Exception {
        Map<String, String> files = unpacked(new PackageRequest(NODES, "1.2.3", API));
        String stub = files.get("package/dist/nodes/MnemosRecall/MnemosRecall.node.js");

        assertThat(stub).contains("class MnemosRecall extends MnemosNode", "module.exports = { MnemosRecall };");
        String literal = stub.substring(stub.indexOf("super(") + "super(".length(), stub.lastIndexOf(");"));
        assertThat(Json.mapper().readValue(literal, OBJECT))
                .isEqualTo(Json.mapper()
                        .readValue(
                                Json.text(N8nNode.of(descriptor("mnemos.recall"), DOCS)
                                        .spec()),
                                OBJECT));
    }

    @Test
    void theDescriptionNamesTheNodeItsCredentialAndToolUse() {
        Map<String, Object> spec =
                N8nNode.of(descriptor("mnemos.refresh-data"), DOCS).spec();
        Map<?, ?> description = (Map<?, ?>) spec.get("description");

        assertThat(spec)
                .contains(
                        entry("tool", "mnemos_refresh_data"),
                        entry("runIdFromExecution", true),
                        entry("timeout", 300_000L));
        assertThat(description.get("name")).isEqualTo("mnemosRefreshData");
        assertThat(description.get("displayName")).isEqualTo("Mnemos Refresh Data");
        assertThat(description.get("usableAsTool")).isEqualTo(true);
        assertThat(description.get("credentials")).isEqualTo(List.of(Map.of("name", "mnemosApi", "required", true)));
        assertThat(description.get("icon"))
                .isEqualTo(Map.of("light", "file:mnemosRefreshData.svg", "dark", "file:mnemosRefreshData.dark.svg"));
        assertThat(list(List.copyOf(((Map<?, ?>) spec.get("errors")).keySet()))).contains("SCHEMA_DRIFT");
    }

    @Test
    void forgetTakesItsRunIdAsAFieldInsteadOfTheExecution() {
        Map<String, Object> spec = N8nNode.of(descriptor("mnemos.forget"), DOCS).spec();

        assertThat(spec.get("runIdFromExecution")).isEqualTo(false);
        assertThat(names(properties(spec)))
                .containsExactly("workspace", "oneOfNotice", "id", "subject", "runId", "category", "reason");
        Map<String, Object> category = property(properties(spec), "category");
        assertThat(category).contains(entry("type", "options"), entry("default", ""));
        assertThat(list(category.get("options"))).first().isEqualTo(Map.of("name", "Not Set", "value", ""));
        assertThat(property(properties(spec), "reason"))
                .contains(entry("required", true), entry("typeOptions", Map.of("rows", 4)));
    }

    @Test
    void fieldsFollowXOrderAndEachGroupsOptionalOrAdvancedFieldsShareOneCollection() {
        List<Map<String, Object>> remember =
                properties(N8nNode.of(descriptor("mnemos.remember"), DOCS).spec());

        assertThat(names(remember))
                .containsExactly(
                        "workspace",
                        "oneOfNotice",
                        "content",
                        "kind",
                        "category",
                        "whatFields",
                        "source",
                        "confidence",
                        "approved",
                        "provenanceFields",
                        "lifetimeFields",
                        "batchFields");
        assertThat(property(remember, "oneOfNotice").get("displayName"))
                .isEqualTo("Give one of: Content, Batch of entries.");
        assertThat(names(options(remember, "whatFields"))).containsExactly("subject");
        assertThat(names(options(remember, "provenanceFields"))).containsExactly("conversation");
        assertThat(names(options(remember, "lifetimeFields"))).containsExactly("observedAt", "expiresAt", "reviewAt");
        assertThat(property(remember, "lifetimeFields"))
                .contains(entry("displayName", "Lifetime"), entry("type", "collection"));
        assertThat(names(options(remember, "source"))).containsExactly("type", "citation");
        assertThat(N8nNode.of(descriptor("mnemos.remember"), DOCS).spec().get("groups"))
                .isEqualTo(List.of("whatFields", "provenanceFields", "lifetimeFields", "batchFields"));

        List<Map<String, Object>> generate = properties(
                N8nNode.of(descriptor("mnemos.generate-artifact"), DOCS).spec());
        assertThat(names(generate))
                .containsExactly("workspace", "dataSourceId", "instruction", "inputFields", "format", "optionsFields");
        assertThat(names(options(generate, "inputFields"))).containsExactly("artifactId", "name");
    }

    @Test
    void schemaTypesBecomeTheMatchingN8nTypes() {
        List<Map<String, Object>> remember =
                properties(N8nNode.of(descriptor("mnemos.remember"), DOCS).spec());
        List<Map<String, Object>> recall =
                properties(N8nNode.of(descriptor("mnemos.recall"), DOCS).spec());
        List<Map<String, Object>> refresh =
                properties(N8nNode.of(descriptor("mnemos.refresh-data"), DOCS).spec());

        assertThat(property(remember, "kind")).contains(entry("type", "options"), entry("default", "EPISODIC"));
        assertThat(property(remember, "confidence"))
                .contains(
                        entry("type", "number"),
                        entry("default", 0.5),
                        entry("typeOptions", Map.of("minValue", 0, "maxValue", 1)));
        assertThat(property(remember, "approved")).contains(entry("type", "boolean"), entry("default", false));
        assertThat(option(remember, "lifetimeFields", "observedAt")).contains(entry("type", "dateTime"));
        assertThat(option(remember, "batchFields", "entries")).contains(entry("type", "json"), entry("default", "[]"));
        assertThat(property(recall, "query")).contains(entry("type", "string"), entry("required", true));
        assertThat(option(recall, "filtersFields", "k")).isNull();
        assertThat(property(recall, "k"))
                .contains(
                        entry("default", 10),
                        entry("typeOptions", Map.of("numberPrecision", 0, "minValue", 1, "maxValue", 100)));
        assertThat(option(recall, "filtersFields", "kinds"))
                .contains(entry("type", "multiOptions"), entry("default", List.of()));
        assertThat(property(refresh, "artifactId"))
                .contains(
                        entry("type", "options"),
                        entry(
                                "typeOptions",
                                Map.of(
                                        "loadOptionsMethod",
                                        "artifacts",
                                        "loadOptionsDependsOn",
                                        List.of("workspace"))));
        assertThat(property(refresh, "workspace"))
                .contains(entry("required", true), entry("typeOptions", Map.of("loadOptionsMethod", "workspaces")));
    }

    @Test
    void aNewFieldInADescriptorAppearsInItsPlaceOnTheForm() {
        NodeDescriptor remember = descriptor("mnemos.remember");
        Map<String, Object> fields = new LinkedHashMap<>(N8nSchema.map(remember.properties(), "properties"));
        fields.put(
                "tone",
                Map.of(
                        "type",
                        "string",
                        "enum",
                        List.of("PLAIN", "FORMAL"),
                        "default",
                        "PLAIN",
                        "title",
                        "Tone",
                        "x-group",
                        "What",
                        "x-order",
                        3.5));
        fields.put(
                "language",
                Map.of(
                        "type",
                        "string",
                        "title",
                        "Language",
                        "x-group",
                        "Lifetime",
                        "x-order",
                        9.5,
                        "x-advanced",
                        true));
        Map<String, Object> schema = new LinkedHashMap<>(remember.properties());
        schema.put("properties", fields);

        List<Map<String, Object>> properties =
                properties(N8nNode.of(withSchema(remember, schema), DOCS).spec());

        assertThat(names(properties)).containsSubsequence("category", "tone", "whatFields");
        assertThat(property(properties, "tone")).contains(entry("displayName", "Tone"), entry("default", "PLAIN"));
        assertThat(names(options(properties, "lifetimeFields")))
                .containsExactly("observedAt", "language", "expiresAt", "reviewAt");
    }

    private static Map<String, String> unpacked(PackageRequest request) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new N8nPackage().write(request, out);
        Map<String, String> files = new LinkedHashMap<>();
        try (TarArchiveInputStream tar =
                new TarArchiveInputStream(new GzipCompressorInputStream(new ByteArrayInputStream(out.toByteArray())))) {
            for (TarArchiveEntry entry = tar.getNextEntry(); entry != null; entry = tar.getNextEntry()) {
                files.put(entry.getName(), new String(tar.readAllBytes(), StandardCharsets.UTF_8));
            }
        }
        return files;
    }

    @SuppressWarnings("unchecked")
    private static List<Object> list(Object value) {
        return (List<Object>) value;
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> properties(Map<String, Object> spec) {
        return (List<Map<String, Object>>) ((Map<String, Object>) spec.get("description")).get("properties");
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> options(List<Map<String, Object>> properties, String name) {
        return (List<Map<String, Object>>) property(properties, name).get("options");
    }

    private static Map<String, Object> option(List<Map<String, Object>> properties, String collection, String name) {
        return property(options(properties, collection), name);
    }

    private static Map<String, Object> property(List<Map<String, Object>> properties, String name) {
        return properties.stream()
                .filter(p -> p.get("name").equals(name))
                .findFirst()
                .orElse(null);
    }

    private static List<Object> names(List<Map<String, Object>> properties) {
        return properties.stream().map(p -> p.get("name")).toList();
    }

    private static NodeDescriptor descriptor(String id) {
        return NODES.stream().filter(node -> node.id().equals(id)).findFirst().orElseThrow();
    }

    private static NodeDescriptor withSchema(NodeDescriptor d, Map<String, Object> schema) {
        return new NodeDescriptor(
                d.id(),
                d.version(),
                d.displayName(),
                d.description(),
                d.llmDescription(),
                d.category(),
                d.keywords(),
                d.icon(),
                schema,
                d.outputs(),
                d.errors(),
                d.behaviour(),
                d.timeout(),
                d.retry(),
                d.execution());
    }
}
