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
                        "rowCount", "fingerprint", "columns", "samples", "text", "tokens", "malformedRows");
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
                        "dateFormat");
        assertThat(json.at("/columns/0/type").asText()).isEqualTo("date");
        assertThat(json.at("/columns/0/dateFormat").asText()).isEqualTo("yyyy-MM-dd");
        assertThat(json.at("/columns/1/quantiles").fieldNames()).toIterable().containsExactly("p25", "p50", "p75");
        assertThat(json.at("/columns/2/values/0").fieldNames()).toIterable().containsExactly("value", "count");
        assertThat(json.at("/samples/0/0").asText()).isEqualTo("2024-01-02");
        assertThat(json.get("malformedRows").asLong()).isEqualTo(1);
    }
}
