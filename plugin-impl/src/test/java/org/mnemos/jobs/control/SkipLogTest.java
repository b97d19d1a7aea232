package org.mnemos.jobs.control;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.mnemos.jobs.entity.Skip;
import org.mnemos.platform.Json;

class SkipLogTest {

    private static SkipLog log(String metrics, String skips) {
        return new SkipLog((ObjectNode) JobRuns.read(metrics), (ArrayNode) JobRuns.read(skips));
    }

    @Test
    void aSkipIsCountedBesideTheOtherMetricsAndKeptWithItsReason() {
        SkipLog log = log("{\"scored\": 10}", "[]");

        assertThat(log.add(new Skip("e1", "its embedding is 3 bytes"))).isTrue();

        assertThat(log.metrics().toString()).isEqualTo("{\"scored\":10,\"skipped\":1}");
        assertThat(log.skips().toString()).isEqualTo("[{\"id\":\"e1\",\"reason\":\"its embedding is 3 bytes\"}]");
    }

    @Test
    void anEntrySkippedAgainAfterARestartIsRecordedOnce() {
        SkipLog log = log("{\"skipped\": 1}", "[{\"id\": \"e1\", \"reason\": \"unreadable\"}]");

        assertThat(log.add(new Skip("e1", "unreadable"))).isFalse();
        assertThat(log.add(new Skip("e2", "unreadable"))).isTrue();

        assertThat(log.metrics().get("skipped").asLong()).isEqualTo(2);
        assertThat(log.skips().findValuesAsText("id")).containsExactly("e1", "e2");
    }

    @Test
    void theListStopsAtItsBoundWhileTheCountGoesOn() {
        ArrayNode full = Json.mapper().createArrayNode();
        for (int i = 0; i < SkipLog.MAX_KEPT; i++) {
            full.addObject().put("id", "e" + i).put("reason", "unreadable");
        }
        SkipLog log = log("{\"skipped\": " + SkipLog.MAX_KEPT + "}", full.toString());

        assertThat(log.add(new Skip("one-more", "unreadable"))).isTrue();

        assertThat(log.skips()).hasSize(SkipLog.MAX_KEPT);
        assertThat(log.metrics().get("skipped").asLong()).isEqualTo(SkipLog.MAX_KEPT + 1L);
    }
}
