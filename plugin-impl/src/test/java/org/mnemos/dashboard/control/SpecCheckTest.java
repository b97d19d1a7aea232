package org.mnemos.dashboard.control;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.node.Violation;
import org.mnemos.generation.control.GenerationRequest;
import org.mnemos.generation.control.OfflineSpecGenerator;
import org.mnemos.platform.Json;

/** SpecCheck on the offline generator's superstore spec, broken one way at a time. */
class SpecCheckTest {

    private static final DataProfile SUPERSTORE = SampleProfiles.load("superstore");

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            /kpis/0              | sales         | 'sales' is not a column of the data source; did you mean 'Sales'?
            /tables/0/columns/2  | Margin        | 'Margin' is not a column of the data source
            /kpis/1              | Customer Name | 'Customer Name' is a categorical column; this use needs a numeric column
            /charts/1/y          | Row ID        | 'Row ID' is an identifier column; this use needs a numeric column
            /charts/0/x          | Region        | 'Region' is a categorical column; this use needs a date column
            """)
    void aBadColumnReferenceIsNamedAtItsPointer(String at, String field, String message) {
        assertThat(check(spec -> set(spec, at, "field", field))).containsExactly(new Violation(at + "/field", message));
    }

    @Test
    void minAndMaxNeedNumbersOrDates() {
        assertThat(check(spec -> {
                    set(spec, "/kpis/0", "aggregate", "max");
                    set(spec, "/kpis/0", "field", "Order Date");
                }))
                .isEmpty();
        assertThat(check(spec -> {
                    set(spec, "/kpis/0", "aggregate", "min");
                    set(spec, "/kpis/0", "field", "Segment");
                }))
                .extracting(Violation::pointer)
                .containsExactly("/kpis/0/field");
    }

    @Test
    void layoutIdsMustExistAndBeUnique() {
        assertThat(check(spec -> {
                    set(spec, "/charts/1", "id", "trend");
                    ((ArrayNode) spec.at("/layout/rows/0")).add("kpi-margin");
                }))
                .extracting(Violation::pointer)
                .containsExactly("/charts/1/id", "/layout/rows/0/5", "/layout/rows/1/1");
    }

    @Test
    void colourRulesNameValuesOfCompleteCatalogs() {
        assertThat(check(spec -> ((ArrayNode) spec.at("/formatRules/categoryColours"))
                        .add(Json.mapper()
                                .createObjectNode()
                                .put("field", "Region")
                                .put("value", "North")
                                .put("colour", "#000000"))))
                .containsExactly(new Violation(
                        "/formatRules/categoryColours/0/value", "'North' is not a value of column 'Region'"));
    }

    @Test
    void theSchemaComesFirst() {
        assertThat(check(spec -> set(spec, "/kpis/0", "aggregate", "mode")))
                .extracting(Violation::pointer)
                .containsExactly("/kpis/0/aggregate");
        assertThat(check(spec -> spec.remove("title")))
                .extracting(Violation::pointer)
                .containsExactly("/title");
        assertThat(check(spec -> set(spec, "/charts/0", "colour", "red"))).isNotEmpty();
        assertThat(SpecCheck.check("{not json", SUPERSTORE))
                .extracting(Violation::pointer)
                .containsExactly("");
    }

    private static List<Violation> check(Consumer<ObjectNode> change) {
        ObjectNode spec = (ObjectNode) generated();
        change.accept(spec);
        return SpecCheck.check(spec.toString(), SUPERSTORE);
    }

    private static void set(ObjectNode spec, String pointer, String name, String value) {
        ((ObjectNode) spec.at(pointer)).put(name, value);
    }

    private static JsonNode generated() {
        try {
            return Json.mapper()
                    .readTree(new OfflineSpecGenerator()
                            .generate(new GenerationRequest(SUPERSTORE, List.of(), "sales", null))
                            .content());
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
