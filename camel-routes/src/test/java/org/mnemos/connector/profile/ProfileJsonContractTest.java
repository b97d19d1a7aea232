package org.mnemos.connector.profile;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.Row;

/** The profile's JSON field names are a public contract: a plain Jackson mapper must produce exactly them. */
class ProfileJsonContractTest {

    @Test
    void serializesWithTheContractFieldNames() {
        ProfileBuilder builder = new ProfileBuilder(List.of("day", "amount", "segment"));
        builder.add(new Row(2, List.of("2024-01-02", "1.5", "retail")));
        builder.add(new Row(3, List.of("2024-01-03", "2.5", "online")));
        DataProfile profile = builder.malformedRows(1).build();

        JsonNode json = new ObjectMapper().valueToTree(profile);

        assertThat(json.fieldNames())
                .toIterable()
                .containsExactlyInAnyOrder(
                        "rowCount",
                        "fingerprint",
                        "columns",
                        "samples",
                        "text",
                        "tokens",
                        "malformedRows",
                        "datePairs");
        assertThat(json.get("columns").get(0).fieldNames())
                .toIterable()
                .containsExactlyInAnyOrder(
                        "name",
                        "type",
                        "nulls",
                        "distinct",
                        "distinctExact",
                        "min",
                        "max",
                        "mean",
                        "std",
                        "quantiles",
                        "values",
                        "valuesComplete",
                        "dateFormat",
                        "semanticType",
                        "evidence",
                        "aggregateRows");
        assertThat(json.at("/columns/0/type").asText()).isEqualTo("date");
        assertThat(json.at("/columns/0/dateFormat").asText()).isEqualTo("yyyy-MM-dd");
        assertThat(json.at("/columns/1/quantiles").fieldNames()).toIterable().containsExactly("p25", "p50", "p75");
        assertThat(json.at("/columns/2/values/0").fieldNames()).toIterable().containsExactly("value", "count");
        assertThat(json.at("/samples/0/0").asText()).isEqualTo("2024-01-02");
        assertThat(json.get("malformedRows").asLong()).isEqualTo(1);
        assertThat(json.at("/columns/1/semanticType").asText()).isEqualTo("currency");
        assertThat(json.at("/columns/2/aggregateRows").isArray()).isTrue();
    }

    @Test
    void datePairsAndAggregateRowsHaveTheirContractFieldNames() {
        ProfileBuilder builder = new ProfileBuilder(List.of("Region", "Opened", "Closed", "Cases"));
        String[] regions = {"North", "South", "East", "West", "Centre", "Coast", "Hills"};
        for (int day = 1; day <= 3; day++) {
            for (int r = 0; r < regions.length; r++) {
                builder.add(
                        new Row(2, List.of(regions[r], "2024-01-0" + day, "2024-02-0" + day, String.valueOf(r + 1))));
            }
            builder.add(new Row(2, List.of("Total", "2024-01-0" + day, "2024-02-0" + day, "28")));
        }
        JsonNode json = new ObjectMapper().valueToTree(builder.build());

        assertThat(json.at("/datePairs/0").fieldNames())
                .toIterable()
                .containsExactly("start", "end", "ordered", "evidence");
        assertThat(json.at("/columns/0/aggregateRows/0").fieldNames())
                .toIterable()
                .containsExactly("value", "evidence");
        assertThat(json.at("/columns/0/aggregateRows/0/value").asText()).isEqualTo("Total");
    }

    @Test
    void aProfileStoredBeforeSemanticTypesStillReads() throws Exception {
        String stored = """
                {"rowCount": 2, "fingerprint": "f", "samples": [], "text": "", "tokens": 0, "malformedRows": 0,
                 "columns": [{"name": "amount", "type": "decimal", "nulls": 0, "distinct": 2, "distinctExact": true,
                              "min": "1.5", "max": "2.5", "mean": 2.0, "std": 0.7, "quantiles": null, "values": [],
                              "valuesComplete": false, "dateFormat": null}]}""";

        DataProfile profile = new ObjectMapper().readValue(stored, DataProfile.class);

        assertThat(profile.datePairs()).isEmpty();
        assertThat(profile.columns().get(0).semantic()).isNull();
        assertThat(profile.columns().get(0).aggregateRows()).isEmpty();
    }
}
