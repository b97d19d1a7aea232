package org.mnemos.dashboard.control;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.mnemos.dashboard.entity.Bin;
import org.mnemos.dashboard.entity.CategoryColour;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.DecimalsRule;
import org.mnemos.dashboard.entity.DerivedField;
import org.mnemos.dashboard.entity.DetailTable;
import org.mnemos.dashboard.entity.Exclusion;
import org.mnemos.dashboard.entity.FieldBand;
import org.mnemos.dashboard.entity.Filter;
import org.mnemos.dashboard.entity.GroupLimit;
import org.mnemos.dashboard.entity.KpiCard;
import org.mnemos.dashboard.entity.NumberFormat;
import org.mnemos.dashboard.entity.Ratio;
import org.mnemos.dashboard.entity.TableColumn;
import org.mnemos.dashboard.entity.Theme;
import org.mnemos.dashboard.entity.XEncoding;
import org.mnemos.dashboard.entity.YEncoding;
import org.mnemos.generation.control.GenerationRequest;
import org.mnemos.generation.control.OfflineSpecGenerator;
import org.mnemos.generation.control.TaskSpecsInTheSpecTest;

/** The published schema stays fit for LLM structured output, and the records mirror it key for key. */
class DashboardSpecSchemaTest {

    private static final JsonNode SCHEMA = SpecCheck.schema();

    @Test
    void objectsNestAtMostFiveLevels() {
        assertThat(objectDepth(SCHEMA)).isEqualTo(4).isLessThanOrEqualTo(5);
    }

    @Test
    void everyPropertyIsDescribed() {
        List<String> undescribed = new ArrayList<>();
        walk(
                SCHEMA,
                "",
                (schema, at) -> schema.path("properties").properties().forEach(p -> {
                    if (!resolve(p.getValue()).has("description")) {
                        undescribed.add(at + "/properties/" + p.getKey());
                    }
                }));
        assertThat(undescribed).isEmpty();
    }

    @Test
    void recordComponentsAreTheSchemasPropertiesInItsOrder() {
        Map<Class<?>, String> mirrors = Map.ofEntries(
                Map.entry(DashboardSpec.class, ""),
                Map.entry(KpiCard.class, "/properties/kpis/items"),
                Map.entry(Chart.class, "/properties/charts/items"),
                Map.entry(XEncoding.class, "/properties/charts/items/properties/x"),
                Map.entry(YEncoding.class, "/properties/charts/items/properties/y"),
                Map.entry(Bin.class, "/properties/charts/items/properties/x/properties/bin"),
                Map.entry(GroupLimit.class, "/properties/charts/items/properties/limit"),
                Map.entry(DetailTable.class, "/properties/tables/items"),
                Map.entry(TableColumn.class, "/properties/tables/items/properties/columns/items"),
                Map.entry(CategoryColour.class, "/properties/formatRules/properties/categoryColours/items"),
                Map.entry(FieldBand.class, "/properties/formatRules/properties/thresholds/items"),
                Map.entry(DecimalsRule.class, "/properties/formatRules/properties/decimals/items"),
                Map.entry(NumberFormat.class, "/$defs/format"),
                Map.entry(Filter.class, "/$defs/filter"),
                Map.entry(Ratio.class, "/$defs/ratio"),
                Map.entry(DerivedField.class, "/properties/derived/items"),
                Map.entry(Exclusion.class, "/properties/exclusions/items"),
                Map.entry(Theme.class, "/properties/theme"));
        mirrors.forEach((type, pointer) -> assertThat(Arrays.stream(type.getRecordComponents())
                        .map(c -> c.getName())
                        .toList())
                .as(type.getSimpleName())
                .containsExactlyElementsOf(
                        () -> SCHEMA.at(pointer + "/properties").fieldNames()));
    }

    @Test
    void aSpecWithEveryOptionalPartReadsBackToTheSameBytes() throws Exception {
        String written = new OfflineSpecGenerator()
                .generate(new GenerationRequest(
                        TaskSpecsInTheSpecTest.weeklyOperations(),
                        List.of(
                                "gate colours Supply=#3B82F6 Make=#10B981",
                                "attainment ≥ 95 % green, < 80 % red",
                                "currency with no decimals"),
                        "weekly operations",
                        null))
                .content();

        assertThat(written)
                .contains("\"suffix\": \"%\"", "\"thresholds\": [", "\"timeUnit\": \"week\"")
                .endsWith("}\n");
        assertThat(SpecJson.write(SpecJson.read(written))).isEqualTo(written);
    }

    private static int objectDepth(JsonNode schema) {
        JsonNode resolved = resolve(schema);
        int below = Stream.concat(stream(resolved.path("properties")), Stream.of(resolved.path("items")))
                .filter(JsonNode::isObject)
                .mapToInt(DashboardSpecSchemaTest::objectDepth)
                .max()
                .orElse(0);
        return "object".equals(resolved.path("type").asText()) ? below + 1 : below;
    }

    private static Stream<JsonNode> stream(JsonNode properties) {
        List<JsonNode> values = new ArrayList<>();
        properties.elements().forEachRemaining(values::add);
        return values.stream();
    }

    private static JsonNode resolve(JsonNode schema) {
        return schema.has("$ref") ? SCHEMA.at(schema.get("$ref").asText().substring(1)) : schema;
    }

    private interface Visit {
        void at(JsonNode schema, String pointer);
    }

    private static void walk(JsonNode schema, String at, Visit visit) {
        visit.at(schema, at);
        schema.properties().forEach(p -> {
            if (p.getValue().isObject()) {
                walk(p.getValue(), at + "/" + p.getKey(), visit);
            }
        });
    }
}
