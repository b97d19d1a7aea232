package org.mnemos.retention.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.node.Violation;
import org.mnemos.platform.Json;
import org.mnemos.platform.ProblemException;

class PolicyReaderTest {

    private static final RetentionPolicy DEFAULTS = RetentionPolicy.defaults("UTC");

    private static JsonNode json(String text) throws Exception {
        return Json.mapper().readTree(text);
    }

    private static List<Violation> violationsOf(String body) throws Exception {
        JsonNode parsed = json(body);
        return ((ProblemException) catchThrowable(() -> PolicyReader.read(parsed, DEFAULTS)))
                .problem()
                .errors();
    }

    private static List<String> pointersOf(String body) throws Exception {
        return violationsOf(body).stream().map(Violation::pointer).toList();
    }

    @Test
    void fieldsLeftOutKeepTheirValue() throws Exception {
        RetentionPolicy policy = PolicyReader.read(
                json("{\"theta\": 0.25, \"schedule\": {\"cron\": \"30 1 * * 1-5\", " + "\"zone\": \"Europe/Berlin\"}}"),
                DEFAULTS);

        assertThat(policy.theta()).isEqualTo(0.25);
        assertThat(policy.alpha()).isEqualTo(DEFAULTS.alpha());
        assertThat(policy.schedule().zone()).isEqualTo("Europe/Berlin");
        assertThat(policy.scratchTtl()).isEqualTo("PT24H");
    }

    @Test
    void aHalfLifeBecomesTheDecayRate() throws Exception {
        assertThat(PolicyReader.read(json("{\"halfLifeDays\": 14}"), DEFAULTS).lambdaPerDay())
                .isCloseTo(Math.log(2) / 14, within(1e-12));
    }

    @Test
    void everyFieldOutOfRangeIsNamed() throws Exception {
        assertThat(
                        pointersOf(
                                "{\"scratchTtl\": \"yesterday\", \"reviewInterval\": \"P0D\", \"onReviewDue\": \"ARCHIVE\","
                                        + "\"alpha\": 1.5, \"theta\": -1, \"maxUtility\": 0, \"consolidation\": {\"enabled\": \"yes\", \"minGroupSize\": 1},"
                                        + "\"schedule\": {\"cron\": \"every night\", \"zone\": \"Mars/Olympus\"}, \"maxActiveEpisodic\": 0, \"colour\": 1}"))
                .containsExactlyInAnyOrder(
                        "/scratchTtl",
                        "/reviewInterval",
                        "/onReviewDue",
                        "/alpha",
                        "/theta",
                        "/maxUtility",
                        "/consolidation/enabled",
                        "/consolidation/minGroupSize",
                        "/schedule/cron",
                        "/schedule/zone",
                        "/maxActiveEpisodic",
                        "/colour");
    }

    @Test
    void theWeightsMustSumToOne() throws Exception {
        assertThat(pointersOf("{\"alpha\": 0.5, \"beta\": 0.5, \"gamma\": 0.5}"))
                .containsExactly("/gamma");
    }

    @Test
    void rulesBeyondTheSchemaAreReportedTogetherWithItsViolations() throws Exception {
        assertThat(pointersOf("{\"alpha\": 0.9, \"theta\": 5, \"scratchTtl\": \"PT30S\", \"reviewInterval\": \"P11Y\","
                        + "\"schedule\": {\"cron\": \"nightly\", \"zone\": \"UTC\"}}"))
                .containsExactlyInAnyOrder("/theta", "/scratchTtl", "/reviewInterval", "/schedule/cron", "/gamma");
    }

    @Test
    void aMistakeIsReportedOnceInWordsAndNotAsARegularExpression() throws Exception {
        assertThat(violationsOf("{\"scratchTtl\": \"yesterday\", \"reviewInterval\": 90}"))
                .containsExactlyInAnyOrder(
                        new Violation("/scratchTtl", "must be an ISO-8601 duration such as PT24H"),
                        new Violation("/reviewInterval", "integer found, string expected"));
        assertThat(violationsOf("{\"scratchTtl\": \"PT30S\"}"))
                .containsExactly(new Violation("/scratchTtl", "must be between PT1M and PT8760H"));
    }

    @Test
    void anObjectIsReplacedWholeAndChecked() throws Exception {
        assertThat(pointersOf("{\"schedule\": {\"cron\": \"0 3 * * *\"}, \"consolidation\": {\"enabled\": true,"
                        + " \"minGroupSize\": 3, \"colour\": \"red\"}}"))
                .containsExactlyInAnyOrder("/schedule/zone", "/consolidation/colour");
    }

    @Test
    void aHalfLifeIsCheckedAndGivesWayToAnExplicitRate() throws Exception {
        assertThat(pointersOf("{\"halfLifeDays\": 0}")).containsExactly("/halfLifeDays");
        assertThat(pointersOf("{\"halfLifeDays\": \"a week\"}")).containsExactly("/halfLifeDays");
        assertThat(PolicyReader.read(json("{\"halfLifeDays\": 7, \"lambdaPerDay\": 0.5}"), DEFAULTS)
                        .lambdaPerDay())
                .isEqualTo(0.5);
    }

    @Test
    void theCapMayBeRemoved() throws Exception {
        RetentionPolicy capped = PolicyReader.read(json("{\"maxActiveEpisodic\": 5000}"), DEFAULTS);

        assertThat(PolicyReader.read(json("{\"maxActiveEpisodic\": null}"), capped)
                        .maxActiveEpisodic())
                .isNull();
        assertThat(pointersOf("{\"maxActiveEpisodic\": 2.5}")).containsExactly("/maxActiveEpisodic");
    }

    @Test
    void aBodyThatIsNotAnObjectIsRefused() {
        assertThatThrownBy(() -> PolicyReader.read(json("[1]"), DEFAULTS)).isInstanceOf(ProblemException.class);
    }
}
