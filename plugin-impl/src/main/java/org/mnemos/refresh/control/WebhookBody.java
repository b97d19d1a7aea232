package org.mnemos.refresh.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mnemos.platform.Json;
import org.mnemos.refresh.entity.Drift;
import org.mnemos.refresh.entity.RefreshSchedule;

/**
 * The JSON a schedule's webhook receives after each run (documented in artifacts.md, "Schedules"): which
 * schedule and artifact, what the refresh did, and for drift the columns at fault — never data values.
 */
final class WebhookBody {

    private WebhookBody() {}

    static byte[] of(RefreshSchedule schedule, RefreshOutcome outcome, boolean paused, Instant fire, Instant now) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("event", "refresh." + outcome.status().name().toLowerCase());
        body.put("scheduleId", schedule.id());
        body.put("workspaceId", schedule.workspaceId());
        body.put("artifactId", schedule.artifactId());
        body.put("refreshId", outcome.refreshId());
        body.put("status", outcome.status().name());
        body.put("version", outcome.version());
        body.put("rowCount", outcome.rowCount());
        body.put("fingerprint", outcome.fingerprint());
        body.put("drift", outcome.incompatibility().map(WebhookBody::drift).orElse(null));
        body.put("errorCode", outcome.errorCode());
        body.put("errorDetail", outcome.errorDetail());
        body.put("schedulePaused", paused);
        body.put("firedAt", fire.toString());
        body.put("sentAt", now.toString());
        try {
            return Json.mapper().writeValueAsBytes(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A webhook body of plain values always serialises", e);
        }
    }

    private static Map<String, Object> drift(Drift drift) {
        List<Map<String, String>> changed = drift.changedColumns().stream()
                .map(change ->
                        Map.of("column", change.column(), "oldType", change.oldType(), "newType", change.newType()))
                .toList();
        return Map.of("missingColumns", drift.missingColumns(), "changedColumns", changed);
    }
}
