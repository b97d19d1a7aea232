package org.mnemos.integration.control;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.type.TypeReference;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.api.node.NodeType;
import org.mnemos.mcp.control.NodeTools;
import org.mnemos.node.control.DescriptorReader;
import org.mnemos.platform.Json;

@SuppressWarnings("unchecked")
class CamundaTemplatesTest {

    private static final String API = "https://mnemos.example.com/api";
    private static final List<NodeDescriptor> NODES =
            Arrays.stream(NodeType.values()).map(DescriptorReader::read).toList();

    @Test
    void everyNodeBecomesOneTemplateOnTheRestConnectorPostingToItsTool() {
        List<Map<String, Object>> templates = CamundaTemplates.templates(new PackageRequest(NODES, "1.2.3", API));

        assertThat(templates)
                .extracting(t -> t.get("id"))
                .containsExactlyElementsOf(
                        NODES.stream().map(node -> "org." + node.id()).toList());
        for (int i = 0; i < NODES.size(); i++) {
            Map<String, Object> template = templates.get(i);
            assertThat(template.get("$schema")).isEqualTo(ElementTemplate.SCHEMA);
            assertThat(template.get("name")).isEqualTo("Mnemos " + NODES.get(i).displayName());
            assertThat(bound(template, "type").get("value")).isEqualTo("io.camunda:http-json:1");
            assertThat(bound(template, "mnemosBaseUrl").get("value")).isEqualTo(API);
            assertThat(bound(template, "url").get("value"))
                    .isEqualTo("=mnemosBaseUrl + \"/tools/" + NodeTools.toolName(NODES.get(i)) + "\"");
            assertThat(bound(template, "method").get("value")).isEqualTo("POST");
            assertThat(bound(template, "authentication.type").get("value")).isEqualTo("bearer");
            assertThat(bound(template, "authentication.token").get("value")).isEqualTo("{{secrets.MNEMOS_TOKEN}}");
            assertThat(bound(template, "body.workspace").get("constraints"))
                    .isEqualTo(Map.of("notEmpty", true, "minLength", 1, "maxLength", 200));
        }
    }

    @Test
    void groupsAndOrderFollowTheHintsAndAGroupOfAdvancedFieldsStartsClosed() {
        Map<String, Object> remember = ElementTemplate.of(DescriptorReader.read(NodeType.REMEMBER), API);

        List<Map<String, Object>> groups = (List<Map<String, Object>>) remember.get("groups");
        assertThat(groups)
                .extracting(group -> group.get("id"))
                .containsExactly(
                        "mnemos",
                        "what",
                        "provenance",
                        "lifetime",
                        "batch",
                        "outputMapping",
                        "errorHandling",
                        "retryPolicy");
        assertThat(groups.get(1)).containsEntry("label", "What").containsEntry("openByDefault", true);
        assertThat(groups.get(3)).containsEntry("label", "Lifetime").containsEntry("openByDefault", false);
        assertThat(inGroup(remember, "what"))
                .containsExactly("body.content", "body.kind", "body.category", "body.subject");
        assertThat(inGroup(remember, "provenance"))
                .containsExactly(
                        "body.source.type",
                        "body.source.citation",
                        "body.confidence",
                        "body.approved",
                        "body.conversation");
        assertThat(inGroup(remember, "mnemos"))
                .containsExactly("mnemosBaseUrl", "authentication.token", "body.workspace", "body.runId");
    }

    @Test
    void theSchemaDecidesTheControlAndWhatMustBeFilled() {
        Map<String, Object> remember = ElementTemplate.of(DescriptorReader.read(NodeType.REMEMBER), API);

        assertThat(bound(remember, "body.content"))
                .containsEntry("type", "Text")
                .containsEntry("label", "Content")
                .doesNotContainKey("optional")
                .containsEntry("feel", "optional")
                .containsEntry("constraints", Map.of("maxLength", 8000, "notEmpty", false));
        assertThat(bound(remember, "body.kind"))
                .containsEntry("type", "Dropdown")
                .containsEntry("value", "EPISODIC")
                .doesNotContainKeys("optional", "feel");
        assertThat((List<Map<String, Object>>) bound(remember, "body.kind").get("choices"))
                .extracting(choice -> choice.get("value"))
                .containsExactly("SCRATCH", "EPISODIC", "DURABLE");
        assertThat(bound(remember, "body.approved"))
                .containsEntry("type", "Boolean")
                .containsEntry("value", false);
        assertThat(bound(remember, "body.confidence"))
                .containsEntry("type", "Number")
                .containsEntry("value", 0.5);
        assertThat(bound(remember, "body.source.type")).containsEntry("label", "Source: Source type");
        assertThat(bound(remember, "body.observedAt")).containsEntry("placeholder", "2026-01-31T09:00:00Z");
        assertThat(bound(remember, "body.entries"))
                .containsEntry("feel", "required")
                .doesNotContainKey("optional");
        assertThat(bound(remember, "body.runId")).containsEntry("label", "Run id");

        Map<String, Object> recall = ElementTemplate.of(DescriptorReader.read(NodeType.RECALL), API);
        assertThat(bound(recall, "body.query").get("constraints"))
                .isEqualTo(Map.of("notEmpty", true, "maxLength", 2000));
        assertThat(bound(recall, "body.query")).doesNotContainKey("optional");
        assertThat(bound(recall, "body.kinds").get("placeholder")).isEqualTo("=[\"SCRATCH\"]");

        Map<String, Object> forget = ElementTemplate.of(DescriptorReader.read(NodeType.FORGET), API);
        assertThat((List<Map<String, Object>>) bound(forget, "body.category").get("choices"))
                .first()
                .isEqualTo(Map.of("name", "(not set)", "value", ""));
        assertThat(bound(forget, "body.runId"))
                .containsEntry("group", "selector")
                .containsEntry("label", "Run id");
    }

    @Test
    void aNewFieldAppearsInItsGroupWithoutAnyChangeToTheGenerator() {
        NodeDescriptor remember = DescriptorReader.read(NodeType.REMEMBER);
        Map<String, Object> schema = Json.mapper().convertValue(remember.properties(), new TypeReference<>() {});
        ((Map<String, Object>) schema.get("properties"))
                .put(
                        "language",
                        new LinkedHashMap<>(Map.of(
                                "type", "string", "title", "Language", "x-group", "Audit trail", "x-order", 12)));

        Map<String, Object> template = ElementTemplate.of(withProperties(remember, schema), API);

        assertThat(((List<Map<String, Object>>) template.get("groups")).get(5))
                .containsEntry("id", "audit-trail")
                .containsEntry("label", "Audit trail");
        assertThat(inGroup(template, "audit-trail")).containsExactly("body.language");
        assertThat(bound(template, "body.language"))
                .containsEntry("type", "String")
                .doesNotContainKey("optional");
    }

    /** The Modeler shows only the first group or property of an id (Recall's own group "Output" once hid ours). */
    @Test
    void idsAreUniquePerTemplateAndNoInputIsOptional() {
        for (NodeDescriptor node : NODES) {
            Map<String, Object> template = ElementTemplate.of(node, API);
            List<Object> groupIds = ((List<Map<String, Object>>) template.get("groups"))
                    .stream().map(group -> group.get("id")).toList();
            List<Object> propertyIds = ((List<Map<String, Object>>) template.get("properties"))
                    .stream()
                            .map(property -> property.get("id"))
                            .filter(id -> id != null)
                            .toList();

            assertThat(groupIds).as(node.id()).doesNotHaveDuplicates();
            assertThat(propertyIds).as(node.id()).doesNotHaveDuplicates();
            assertThat((List<Map<String, Object>>) template.get("properties"))
                    .as(node.id())
                    .noneMatch(property -> property.containsKey("optional"));
            assertThat(template.get("engines")).isEqualTo(Map.of("camunda", "^8.8"));
        }
        assertThat(((List<Map<String, Object>>) ElementTemplate.of(DescriptorReader.read(NodeType.RECALL), API)
                                .get("groups"))
                        .stream().map(group -> group.get("label")))
                .contains("Output", "Output mapping");
    }

    @Test
    void theErrorExpressionRaisesTheNodesNonRetryableCodesAsBpmnErrors() {
        for (NodeDescriptor node : NODES) {
            String expression = (String)
                    bound(ElementTemplate.of(node, API), "errorExpression").get("value");

            node.errors()
                    .forEach(error -> assertThat(
                                    expression.contains("\"" + error.code().name() + "\""))
                            .as(node.id() + " " + error.code())
                            .isEqualTo(!error.retryable()));
            assertThat(expression)
                    .startsWith("=if error != null and list contains([")
                    .contains(
                            "then bpmnError(error.variables.response.body.code, error.variables.response.body.detail");
        }
        NodeDescriptor generate = DescriptorReader.read(NodeType.GENERATE_ARTIFACT);
        assertThat(ErrorExpression.retriedCodes(generate)).contains("GENERATOR_UNAVAILABLE");
        assertThat(ErrorExpression.businessCodes(DescriptorReader.read(NodeType.REMEMBER)))
                .contains("SECRET_DETECTED");
    }

    @Test
    void retriesTimeoutAndResultComeFromTheDescriptor() {
        NodeDescriptor refresh = DescriptorReader.read(NodeType.REFRESH_DATA);
        Map<String, Object> template = ElementTemplate.of(refresh, API);

        assertThat(bound(template, "retries").get("value"))
                .isEqualTo(String.valueOf(refresh.retry().maxAttempts()));
        assertThat(bound(template, "retryBackoff").get("value"))
                .isEqualTo(refresh.retry().backoff().toString());
        assertThat(bound(template, "readTimeoutInSeconds").get("value"))
                .isEqualTo(String.valueOf(refresh.timeout().toSeconds()));
        assertThat(bound(template, "resultExpression").get("value")).isEqualTo("={mnemosRefreshData: response.body}");
    }

    @Test
    void theDownloadIsOneJsonArrayAndTheSameNodesGiveTheSameBytes() throws Exception {
        CamundaTemplates camunda = new CamundaTemplates();
        PackageRequest request = new PackageRequest(NODES, "1.2.3", API);

        byte[] first = download(camunda, request);

        assertThat(Json.mapper().readTree(first)).hasSize(NODES.size());
        assertThat(download(camunda, request)).isEqualTo(first);
        assertThat(camunda.mediaType()).isEqualTo("application/json");
        assertThat(camunda.fileName(request)).isEqualTo("mnemos-camunda-templates.json");
    }

    private static byte[] download(CamundaTemplates camunda, PackageRequest request) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        camunda.write(request, out);
        return out.toByteArray();
    }

    /** The property bound to an input, header or task-definition attribute of that name. */
    private static Map<String, Object> bound(Map<String, Object> template, String name) {
        return properties(template).stream()
                .filter(property -> ((Map<String, Object>) property.get("binding")).containsValue(name))
                .findFirst()
                .orElseThrow(() -> new AssertionError("No property bound to " + name));
    }

    private static List<Object> inGroup(Map<String, Object> template, String group) {
        return properties(template).stream()
                .filter(property -> group.equals(property.get("group")))
                .map(property -> property.get("id"))
                .toList();
    }

    private static List<Map<String, Object>> properties(Map<String, Object> template) {
        return (List<Map<String, Object>>) template.get("properties");
    }

    private static NodeDescriptor withProperties(NodeDescriptor node, Map<String, Object> properties) {
        return new NodeDescriptor(
                node.id(),
                node.version(),
                node.displayName(),
                node.description(),
                node.llmDescription(),
                node.category(),
                node.keywords(),
                node.icon(),
                properties,
                node.outputs(),
                node.errors(),
                node.behaviour(),
                node.timeout(),
                node.retry(),
                node.execution());
    }
}
