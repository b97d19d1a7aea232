package org.mnemos.question.control;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.Row;
import org.mnemos.dashboard.control.SpecDatasets;
import org.mnemos.dashboard.entity.Aggregate;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.Datasets;
import org.mnemos.dashboard.entity.FormatRules;
import org.mnemos.dashboard.entity.KpiCard;
import org.mnemos.dashboard.entity.Layout;
import org.mnemos.dashboard.entity.Mark;
import org.mnemos.dashboard.entity.XEncoding;
import org.mnemos.dashboard.entity.YEncoding;
import org.mnemos.llm.control.ChatModels;
import org.mnemos.llm.control.LlmSettings;
import org.mnemos.llm.control.ProviderStub;
import org.mnemos.platform.Json;
import org.mnemos.question.entity.Answer;
import org.mnemos.question.entity.Citation;

/**
 * Answers about a small sales dashboard: offline they cite the matching KPI, chart point and memory with the
 * datasets' values; with a model (a recording stub) the prompt holds the datasets, profile and memory but no
 * raw row.
 */
class QuestionAnswersTest {

    /** Only in a row the spec never reads and the profile never samples. */
    private static final String HIDDEN_CUSTOMER = "Zebulon Quagmire";

    private static final DashboardSpec SPEC = new DashboardSpec(
            1,
            "Sales",
            List.of(
                    new KpiCard("total_sales", "Total Sales", "Sales", Aggregate.SUM, null, List.of()),
                    new KpiCard("regions", "Regions", "Region", Aggregate.DISTINCT, null, List.of())),
            List.of(new Chart(
                    "by_region",
                    "Sales by Region",
                    Mark.BAR,
                    new XEncoding("Region", null, null),
                    new YEncoding("Sales", Aggregate.SUM),
                    null)),
            List.of(),
            new Layout(List.of(List.of("total_sales", "regions"), List.of("by_region"))),
            new FormatRules(List.of(), List.of(), List.of()));

    private static final DataProfile PROFILE = new DataProfile(
            3,
            "f".repeat(64),
            List.of(column("Region", "categorical"), column("Customer", "text"), column("Sales", "decimal")),
            List.of(),
            "Table: 3 rows, 3 columns (Region categorical, Customer text, Sales decimal)",
            20,
            0);

    private static final List<DashboardFacts.Memory> MEMORIES = List.of(
            new DashboardFacts.Memory("m-1", "Regional sales targets are reviewed every quarter"),
            new DashboardFacts.Memory("m-2", "Use a light theme"));

    private static final Map<String, String> RECALL =
            Map.of("system", "You are Mnemos.", "user", "## Question\nWhat are the total sales in the West?");

    @Test
    void offlineCitesTheKpiWhoseTitleMatchesWithTheDatasetsValue() {
        DashboardFacts facts = facts();

        Answer answer = new OfflineAnswerer().answer(facts, Matching.of("What are the total sales?", facts), null);

        assertThat(answer.generator()).isEqualTo("offline");
        assertThat(answer.answer())
                .startsWith("No language model is configured")
                .contains("Total Sales: 600.5");
        Citation kpi = answer.citations().get(0);
        assertThat(kpi.type()).isEqualTo("kpi");
        assertThat(kpi.id()).isEqualTo("total_sales");
        assertThat(kpi.value()).isEqualTo(facts.datasets().kpis().get("total_sales"));
        assertThat(answer.citations())
                .extracting(Citation::type)
                .as("not the chart, which shares one word only; the Sales column; the memory about sales")
                .containsExactly("kpi", "profile", "memory");
        assertThat(answer.citations().get(2).id()).isEqualTo("m-1");
    }

    @Test
    void aCategoryValueNamedInTheQuestionCitesOnlyItsPoint() {
        DashboardFacts facts = facts();

        List<Citation> cited = Matching.of("How did the West do?", facts);

        assertThat(cited).extracting(Citation::type).containsExactly("chart");
        assertThat(cited.get(0).value()).isEqualTo(List.of(Map.of("x", "West", "y", new BigDecimal("500.5"))));
    }

    @Test
    void nothingMatchedSaysSoAndNamesTheKpis() {
        DashboardFacts facts = facts();

        Answer answer = new OfflineAnswerer().answer(facts, Matching.of("Weather tomorrow?", facts), null);

        assertThat(answer.citations()).isEmpty();
        assertThat(answer.answer()).endsWith("nothing does. Its KPIs are Total Sales, Regions.");
    }

    @Test
    void theModelsPromptHoldsDatasetsProfileAndMemoryButNoRawRow() throws Exception {
        DashboardFacts facts = facts();
        assertThat(Json.text(facts)).as("the facts themselves hold no row").doesNotContain(HIDDEN_CUSTOMER);
        try (ProviderStub stub =
                new ProviderStub(200, ProviderStub.openAiCompletion("The West sold 500.5.", 321, 12), 0)) {
            String question = "What are the total sales in the West?";

            Answer answer =
                    answerer(stub).answer(facts, Matching.of(question, facts), QuestionPrompt.of(RECALL, facts));

            assertThat(stub.requests()).hasSize(1);
            String prompt = messages(stub.requests().get(0).body());
            assertThat(prompt)
                    .contains(facts.datasets().json(), PROFILE.text(), "Total Sales", question, "You are Mnemos.")
                    .contains(QuestionPrompt.INSTRUCTIONS)
                    .doesNotContain(HIDDEN_CUSTOMER);
            assertThat(answer.generator()).isEqualTo("llm");
            assertThat(answer.model()).isEqualTo("gpt-test");
            assertThat(answer.answer()).isEqualTo("The West sold 500.5.");
            assertThat(answer.usage()).isEqualTo(new Answer.Usage(321, 12));
            assertThat(answer.citations()).extracting(Citation::id).contains("total_sales", "by_region");
        }
    }

    @Test
    void anUnreachableModelGivesTheOfflineAnswerAndSaysWhy() throws Exception {
        ProviderStub closed = new ProviderStub(200, ProviderStub.openAiCompletion("unused", 1, 1), 0);
        LlmAnswerer answerer = answerer(closed);
        closed.close();
        DashboardFacts facts = facts();

        Answer answer = answerer.answer(facts, Matching.of("total sales", facts), QuestionPrompt.of(RECALL, facts));

        assertThat(answer.generator()).isEqualTo("offline");
        assertThat(answer.answer()).startsWith("The language model gpt-test could not be reached");
        assertThat(answer.citations()).extracting(Citation::id).contains("total_sales");
    }

    /** The spec's datasets over three rows, one of them the hidden customer's. */
    private static DashboardFacts facts() {
        SpecDatasets datasets = SpecDatasets.of(SPEC, PROFILE);
        datasets.start(List.of("Region", "Customer", "Sales"));
        List<List<String>> rows = List.of(
                List.of("West", "Ada Lovelace", "200.25"),
                List.of("East", "Grace Hopper", "100"),
                List.of("West", HIDDEN_CUSTOMER, "300.25"));
        long line = 1;
        for (List<String> row : rows) {
            datasets.accept(new Row(++line, row));
        }
        Datasets result = datasets.result();
        return new DashboardFacts("Sales", SPEC, null, PROFILE, result, MEMORIES, null);
    }

    private static ColumnProfile column(String name, String type) {
        return new ColumnProfile(name, type, 0, 2, true, null, null, null, null, null, List.of(), true, null);
    }

    private static LlmAnswerer answerer(ProviderStub stub) {
        LlmSettings settings = stub.openAi(AnswererProducer.SETTINGS, "test-key-not-a-real-credential", 300);
        return new LlmAnswerer(ChatModels.of(settings).orElseThrow(), settings.model());
    }

    private static String messages(String body) throws Exception {
        List<String> texts = new ArrayList<>();
        for (JsonNode message : Json.mapper().readTree(body).get("messages")) {
            texts.add(message.get("content").asText());
        }
        return String.join("\n", texts);
    }
}
