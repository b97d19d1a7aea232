package org.mnemos.datasource.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.AggregateRow;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.DatePair;
import org.mnemos.api.connector.SemanticType;
import org.mnemos.api.connector.ValueCount;
import org.mnemos.platform.Json;
import org.mnemos.screening.control.SecretScreen;

/** A CSV may hold credentials; no copy of its profile (stored, remembered, prompted) may. */
class ProfileRedactionTest {

    /** Fake but well-formed, assembled from pieces so the repository does not trip scanners. */
    private static final String GITHUB = "ghp_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z5A";

    private static final String AWS = "AKIA" + "QWERTYUIOPASDFGH";

    private final ProfileRedaction redaction = new ProfileRedaction(new SecretScreen());

    private static DataProfile profileHolding(String secret) {
        ColumnProfile account = new ColumnProfile(
                "account",
                "categorical",
                0,
                2,
                true,
                null,
                null,
                null,
                null,
                null,
                List.of(new ValueCount("ops", 3), new ValueCount(AWS, 1)),
                true,
                null);
        ColumnProfile note =
                new ColumnProfile("note", "text", 1, 4, true, null, null, null, null, null, List.of(), true, null);
        return new DataProfile(
                4,
                "f".repeat(64),
                List.of(account, note),
                List.of(List.of("ops", "rotate monthly"), Arrays.asList(AWS, null), List.of("ops", "use " + secret)),
                "account categorical: ops 3, " + AWS + " 1\nsamples: ops | use " + secret,
                42,
                0);
    }

    @Test
    void masksSampleCellsCatalogValuesAndTheText() throws Exception {
        DataProfile redacted = redaction.redact(profileHolding(GITHUB));

        String json = Json.mapper().writeValueAsString(redacted);
        assertThat(json).doesNotContain(GITHUB).doesNotContain(AWS);
        assertThat(new SecretScreen().find(json)).isEmpty();
        assertThat(redacted.samples().get(2)).containsExactly("ops", "use [REDACTED:github-token]");
        assertThat(redacted.samples().get(1)).containsExactly("[REDACTED:aws-access-key-id]", null);
        assertThat(redacted.columns().get(0).values())
                .containsExactly(new ValueCount("ops", 3), new ValueCount("[REDACTED:aws-access-key-id]", 1));
        assertThat(redacted.text()).contains("[REDACTED:github-token]").contains("[REDACTED:aws-access-key-id]");
    }

    @Test
    void masksHexKeysInAColumnNamedForAKeyAndKeepsChecksums() {
        String key = "9f86d081884c7d659a2feaa0" + "c55ad015";
        ColumnProfile apiKey = textColumn("api_key", key);
        ColumnProfile checksum = textColumn("checksum", key);
        DataProfile profile = new DataProfile(
                1,
                "f".repeat(64),
                List.of(apiKey, checksum),
                List.of(List.of(key, key)),
                "api_key text: " + key + " 1\nchecksum text: " + key + " 1\nsamples: " + key + " | " + key,
                42,
                0);

        DataProfile redacted = redaction.redact(profile);

        assertThat(redacted.samples().get(0)).containsExactly("[REDACTED:password-assignment]", key);
        assertThat(redacted.columns().get(0).values().get(0).value()).isEqualTo("[REDACTED:password-assignment]");
        assertThat(redacted.columns().get(1).values().get(0).value()).isEqualTo(key);
        assertThat(redacted.text()).startsWith("api_key text: [REDACTED:password-assignment] 1");
    }

    private static ColumnProfile textColumn(String name, String value) {
        return new ColumnProfile(
                name, "text", 0, 1, true, null, null, null, null, null, List.of(new ValueCount(value, 1)), true, null);
    }

    @Test
    void masksAggregateRowsAndKeepsSemanticTypesAndDatePairs() throws Exception {
        DataProfile profile = profileHolding(GITHUB);
        ColumnProfile account = profile.columns()
                .get(0)
                .withSemantic(SemanticType.CATEGORY, "2 values", List.of(new AggregateRow(AWS, "named as a total")));
        DatePair pair = new DatePair("opened", "closed", 1.0, "closed ≥ opened in 100.0% of 4 rows");
        DataProfile typed = new DataProfile(
                4,
                "f".repeat(64),
                List.of(account, profile.columns().get(1)),
                profile.samples(),
                profile.text(),
                42,
                0,
                List.of(pair));

        DataProfile redacted = redaction.redact(typed);

        assertThat(Json.mapper().writeValueAsString(redacted)).doesNotContain(AWS);
        assertThat(redacted.columns().get(0).aggregateRows())
                .containsExactly(new AggregateRow("[REDACTED:aws-access-key-id]", "named as a total"));
        assertThat(redacted.columns().get(0).semantic()).isEqualTo(SemanticType.CATEGORY);
        assertThat(redacted.columns().get(0).evidence()).isEqualTo("2 values");
        assertThat(redacted.datePairs()).containsExactly(pair);
    }

    @Test
    void masksCellsTheRenderingCutShort() {
        DataProfile profile = profileHolding(GITHUB);
        String cut = "use " + GITHUB.substring(0, 19) + "…";
        DataProfile rendered =
                profile.withText("samples: ops | " + cut + "\naccount: ops, " + AWS.substring(0, 11) + "…", 9);

        DataProfile redacted = redaction.redact(rendered);

        assertThat(redacted.text())
                .isEqualTo("samples: ops | use [REDACTED:github-token]\naccount: ops, [REDACTED:aws-access-key-id]")
                .doesNotContain(GITHUB.substring(4, 19))
                .doesNotContain(AWS.substring(4, 11));
    }

    @Test
    void keepsTheSchemaAndEverythingElseAsItIs() {
        DataProfile original = profileHolding(GITHUB);
        DataProfile redacted = redaction.redact(original);

        assertThat(redacted.fingerprint()).isEqualTo(original.fingerprint());
        assertThat(redacted.columns()).extracting(ColumnProfile::name).containsExactly("account", "note");
        assertThat(redacted.samples().get(0)).containsExactly("ops", "rotate monthly");
        assertThat(redacted.rowCount()).isEqualTo(4);
    }
}
