package org.mnemos.generation.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.artifact.control.ArtifactGrounds;
import org.mnemos.artifact.control.ContentCheck;
import org.mnemos.dashboard.control.SampleProfiles;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.llm.control.ChatModels;
import org.mnemos.llm.control.LlmSettings;
import org.mnemos.llm.control.ProviderStub;
import org.mnemos.memory.control.ComposedPrompt;
import org.mnemos.memory.control.PromptComposer;
import org.mnemos.memory.entity.Category;
import org.mnemos.platform.Json;
import org.mnemos.platform.ProblemException;
import org.mnemos.programcheck.control.InjectionContract;

/**
 * The LLM generator over real HTTP, through the real LangChain4j OpenAI client, against a recording stub:
 * the composed prompt as sent, no row of the table beyond the profile's own samples, the one repair
 * attempt, the check's refusal, the model's token counts and an unreachable model.
 */
class LlmArtifactGeneratorTest {

    private static final DataProfile SUPERSTORE = SampleProfiles.load("superstore");
    private static final List<String> TASK_SPECS =
            List.of("percentages with one decimal", "attainment ≥ 95 % green, < 80 % red");
    private static final String INSTRUCTION = "weekly sales dashboard";
    private static final String GOOD_SPEC = new OfflineSpecGenerator()
            .generate(new GenerationRequest(SUPERSTORE, List.of(), INSTRUCTION, null))
            .content();

    @Test
    void theComposedPromptIsSplitIntoSystemAndUserAsTheSeedSays() throws Exception {
        try (ProviderStub stub = new ProviderStub(200, ProviderStub.openAiCompletion(GOOD_SPEC, 700, 150), 0)) {
            Generation generation = generator(stub).generate(request(ArtifactForm.SPEC, null));

            JsonNode body = onlyRequest(stub);
            assertThat(body.at("/messages").size()).isEqualTo(2);
            assertThat(body.at("/messages/0/role").asText()).isEqualTo("system");
            String system = body.at("/messages/0/content").asText();
            assertThat(system)
                    .startsWith("You design one dashboard")
                    .contains("<script type=\"application/json\" id=\"mnemos-data\"></script>")
                    .contains("{columns, rows, truncated, rowCount}")
                    .contains("computes every KPI, total")
                    .contains("Guard against NaN/undefined")
                    .contains("never write repetitive markup")
                    .contains("Keep output under 51200 bytes (50 KB)")
                    .endsWith("## Task\n- percentages with one decimal\n- attainment ≥ 95 % green, < 80 % red"
                            + "\n\n## Output\n- a light theme");
            assertThat(body.at("/messages/1/role").asText()).isEqualTo("user");
            String user = body.at("/messages/1/content").asText();
            assertThat(user)
                    .startsWith("## Data\n" + SUPERSTORE.text().strip() + "\nSample rows")
                    .endsWith("\n\n## Instruction\n" + INSTRUCTION)
                    .doesNotContain("## Current spec");
            assertThat(body.at("/response_format/type").asText()).isEqualTo("json_schema");
            assertThat(body.at("/response_format/json_schema/name").asText()).isEqualTo("DashboardSpec");
            assertThat(body.at("/response_format/json_schema/schema/properties/kpis")
                            .isObject())
                    .isTrue();

            assertThat(generation.content()).isEqualTo(GOOD_SPEC.strip());
            assertThat(generation.generator()).isEqualTo("llm");
            assertThat(generation.model()).isEqualTo("gpt-test");
            assertThat(generation.promptTokens()).isEqualTo(700);
            assertThat(generation.completionTokens()).isEqualTo(150);
        }
    }

    @Test
    void noRowOfTheTableBeyondTheProfilesOwnSamplesIsSent() throws Exception {
        List<String> orders = superstoreOrderIds();
        Set<String> sampleOrders =
                SUPERSTORE.samples().stream().map(row -> row.get(1)).collect(Collectors.toSet());
        try (ProviderStub stub = new ProviderStub(200, ProviderStub.openAiCompletion(GOOD_SPEC, 1, 1), 0)) {
            generator(stub).generate(request(ArtifactForm.SPEC, null));

            String sent = stub.requests().get(0).body();
            assertThat(orders).hasSize(9994);
            List<String> leaked = orders.stream()
                    .filter(order -> !sampleOrders.contains(order))
                    .filter(sent::contains)
                    .distinct()
                    .toList();
            assertThat(leaked).isEmpty();
            // Only the first two samples are shown, so the third one's order is not in the request either.
            assertThat(sent)
                    .contains(SUPERSTORE.samples().get(0).get(1))
                    .doesNotContain(SUPERSTORE.samples().get(2).get(1));
        }
    }

    @Test
    void anAnswerEmbeddingADataValueIsRepairedOnceWithTheLiteralNamed() throws Exception {
        String clean = dashboard();
        String planted = clean.replace("'use strict';", "'use strict';\nconst highlight = 'Technology';");
        try (ProviderStub stub = new ProviderStub(
                200,
                List.of(
                        ProviderStub.openAiCompletion("```html\n" + planted + "```", 900, 3000),
                        ProviderStub.openAiCompletion(clean, 1200, 2800)),
                0)) {
            Generation generation = generator(stub).generate(request(ArtifactForm.PROGRAM, null));

            assertThat(stub.requests()).hasSize(2);
            JsonNode first = Json.mapper().readTree(stub.requests().get(0).body());
            assertThat(first.has("response_format")).isFalse();
            assertThat(first.at("/messages/0/content").asText()).startsWith("You write one self-contained HTML");
            JsonNode repair = Json.mapper().readTree(stub.requests().get(1).body());
            assertThat(repair.at("/messages").size()).isEqualTo(4);
            assertThat(repair.at("/messages/2/role").asText()).isEqualTo("assistant");
            assertThat(repair.at("/messages/2/content").asText()).contains("const highlight = 'Technology';");
            assertThat(repair.at("/messages/3/role").asText()).isEqualTo("user");
            assertThat(repair.at("/messages/3/content").asText())
                    .startsWith("Your answer was refused (DATA_INJECTION_VIOLATION)")
                    .containsPattern("/content: line \\d+: string literal \"Technology\" is a catalog value of"
                            + " column Category")
                    .endsWith("Answer again with the complete corrected artifact, keeping the rules of the system"
                            + " message.");

            assertThat(generation.content()).isEqualTo(clean.strip() + "\n");
            assertThat(generation.promptTokens()).isEqualTo(2100);
            assertThat(generation.completionTokens()).isEqualTo(5800);
        }
    }

    @Test
    void aSecondRefusalIsTheChecksOwnProblemNamingEachLiteral() throws Exception {
        String planted = dashboard().replace("'use strict';", "'use strict';\nconst highlight = 'Technology';");
        try (ProviderStub stub = new ProviderStub(200, ProviderStub.openAiCompletion(planted, 1, 1), 0)) {
            assertThatThrownBy(() -> generator(stub).generate(request(ArtifactForm.PROGRAM, null)))
                    .isInstanceOfSatisfying(ProblemException.class, e -> {
                        assertThat(e.problem().code()).isEqualTo(ErrorCode.DATA_INJECTION_VIOLATION);
                        assertThat(e.problem().errors())
                                .singleElement()
                                .satisfies(v -> assertThat(v.message())
                                        .matches("line \\d+: string literal \"Technology\" is a catalog value.*"));
                    });
            assertThat(stub.requests()).hasSize(2);
        }
    }

    @Test
    void aSpecNamingAnUnknownColumnIsRefusedWithTheSpecCheckCode() throws Exception {
        String wrong = GOOD_SPEC.replace("\"field\": \"Sales\"", "\"field\": \"Revenue\"");
        try (ProviderStub stub = new ProviderStub(200, ProviderStub.openAiCompletion(wrong, 1, 1), 0)) {
            assertThatThrownBy(() -> generator(stub).generate(request(ArtifactForm.SPEC, null)))
                    .isInstanceOfSatisfying(ProblemException.class, e -> {
                        assertThat(e.problem().code()).isEqualTo(ErrorCode.INVALID_INPUT);
                        assertThat(e.problem().errors())
                                .allSatisfy(v -> assertThat(v.message()).contains("'Revenue' is not a column"));
                    });
            assertThat(stub.requests()).hasSize(2);
        }
    }

    @Test
    void aModelsSpecSummingACodeIsRefusedNamingTheFieldAndItsAnswerFormatIsSpecVersion2() throws Exception {
        String summed = GOOD_SPEC.replace("\"field\": \"Sales\"", "\"field\": \"Postal Code\"");
        try (ProviderStub stub = new ProviderStub(200, ProviderStub.openAiCompletion(summed, 1, 1), 0)) {
            assertThatThrownBy(() -> generator(stub).generate(request(ArtifactForm.SPEC, null)))
                    .isInstanceOfSatisfying(
                            ProblemException.class,
                            e -> assertThat(e.problem().errors())
                                    .anySatisfy(v -> assertThat(v.message()).contains("Postal Code")));
            assertThat(Json.mapper()
                            .readTree(stub.requests().get(0).body())
                            .at("/response_format")
                            .toString())
                    .as("the model answers in spec version 2's vocabulary")
                    .contains("dateDiff", "colourLimit", "exclusions");
        }
    }

    @Test
    void aRefinementSendsTheCurrentSpecBeforeTheInstruction() throws Exception {
        try (ProviderStub stub = new ProviderStub(200, ProviderStub.openAiCompletion(GOOD_SPEC, 1, 1), 0)) {
            generator(stub).generate(request(ArtifactForm.SPEC, GOOD_SPEC));

            String user = onlyRequest(stub).at("/messages/1/content").asText();
            assertThat(user)
                    .contains("\n\n## Current spec\n" + GOOD_SPEC.strip() + "\n\n## Instruction\n" + INSTRUCTION);
        }
    }

    @Test
    void aModelThatCannotBeReachedIsGeneratorUnavailable() throws Exception {
        ProviderStub closed = new ProviderStub(200, ProviderStub.openAiCompletion(GOOD_SPEC, 1, 1), 0);
        LlmArtifactGenerator generator = generator(closed);
        closed.close();

        assertThatThrownBy(() -> generator.generate(request(ArtifactForm.SPEC, null)))
                .isInstanceOfSatisfying(ProblemException.class, e -> {
                    assertThat(e.problem().code()).isEqualTo(ErrorCode.GENERATOR_UNAVAILABLE);
                    assertThat(e.problem().status()).isEqualTo(503);
                    assertThat(ErrorCode.GENERATOR_UNAVAILABLE.retryable()).isTrue();
                });
    }

    @Test
    void aFencedAnswerIsUnwrapped() {
        assertThat(AnswerText.content("```json\n{\"a\": 1}\n```\n", ArtifactForm.SPEC))
                .isEqualTo("{\"a\": 1}");
        assertThat(AnswerText.content("<html></html>", ArtifactForm.PROGRAM)).isEqualTo("<html></html>\n");
    }

    private static LlmArtifactGenerator generator(ProviderStub stub) {
        LlmSettings settings = stub.openAi(ArtifactGeneratorProducer.SETTINGS, "test-key-not-a-real-credential", 4000);
        return new LlmArtifactGenerator(ChatModels.of(settings).orElseThrow(), settings.model(), new ContentCheck());
    }

    private static GenerationRequest request(ArtifactForm form, String current) {
        ComposedPrompt prompt = PromptComposer.compose(
                BasePrompt.of(form, ContentCheck.SERVED),
                Map.of(Category.TASK_SPEC, TASK_SPECS, Category.OUTPUT_CONSTRAINT, List.of("a light theme")),
                ArtifactGrounds.userSections(SUPERSTORE, form, current, INSTRUCTION));
        return new GenerationRequest(
                SUPERSTORE, TASK_SPECS, INSTRUCTION, prompt, form, current, InjectionContract.DEFAULT_MAX_BYTES);
    }

    private static JsonNode onlyRequest(ProviderStub stub) throws IOException {
        assertThat(stub.requests()).hasSize(1);
        return Json.mapper().readTree(stub.requests().get(0).body());
    }

    private static String dashboard() throws IOException {
        try (InputStream page =
                LlmArtifactGeneratorTest.class.getResourceAsStream("/artifacts/superstore-dashboard.html")) {
            return new String(page.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /**
     * The Order ID of every row of the shared table itself (MNEMOS_SAMPLE_DATA, else /work/shared/data): the
     * second column, before any quoted one, so a split at the first commas reads it.
     */
    private static List<String> superstoreOrderIds() throws IOException {
        String data = System.getenv().getOrDefault("MNEMOS_SAMPLE_DATA", "/work/shared/data");
        Path csv = Path.of(data, "superstore", "superstore.csv");
        return Files.readAllLines(csv, StandardCharsets.ISO_8859_1).stream()
                .skip(1)
                .filter(line -> !line.isBlank())
                .map(line -> line.split(",", 3)[1])
                .toList();
    }
}
