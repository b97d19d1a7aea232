package org.mnemos.notify.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Entities;
import org.mnemos.notify.entity.AlertEvent;
import org.mnemos.notify.entity.AlertRule;
import org.mnemos.notify.entity.AlertState;
import org.mnemos.platform.Json;

/**
 * What an alert's state change tells: a mail ("Firing: …" or "Resolved: …" with the value that crossed, the one
 * before and the rule) and the webhook's JSON body (documented in notifications.md), the same facts in both.
 */
record AlertNotice(String dashboard, AlertRule rule, AlertEvent event) {

    String headline() {
        String verb = event.state() == AlertState.FIRING ? "Firing" : "Resolved";
        return verb + ": " + dashboard + " — KPI " + rule.kpiId() + " " + condition();
    }

    String condition() {
        return switch (rule.condition()) {
            case ABOVE -> "above " + rule.threshold().toPlainString();
            case BELOW -> "below " + rule.threshold().toPlainString();
            case CHANGE_PERCENT -> "changed by more than " + rule.threshold().toPlainString() + " %";
            case SPEC_BAND -> "in its " + rule.colour() + " band";
        };
    }

    OutgoingMail mail(String to) {
        String values =
                "Value now: " + plain(event.value()) + "; at the refresh before: " + plain(event.previousValue());
        String html = "<!DOCTYPE html><html lang=\"en\"><body><h1>" + Entities.escape(headline()) + "</h1><p>"
                + Entities.escape(values) + "</p><p>Refresh " + Entities.escape(event.refreshId()) + ", "
                + event.occurredAt() + ".</p></body></html>";
        String text = headline() + "\n" + values + "\nRefresh " + event.refreshId() + ", " + event.occurredAt() + "\n";
        return new OutgoingMail(to, headline(), html, text, List.of(), List.of(), null);
    }

    byte[] webhookBody() {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("event", event.state() == AlertState.FIRING ? "alert.firing" : "alert.resolved");
        body.put("alertId", event.alertId());
        body.put("workspaceId", event.workspaceId());
        body.put("artifactId", event.artifactId());
        body.put("kpi", rule.kpiId());
        body.put("condition", rule.condition().name());
        body.put("threshold", rule.threshold());
        body.put("colour", rule.colour());
        body.put("state", event.state().name());
        body.put("value", event.value());
        body.put("previousValue", event.previousValue());
        body.put("refreshId", event.refreshId());
        body.put("occurredAt", event.occurredAt().toString());
        try {
            return Json.mapper().writeValueAsBytes(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("An alert body of plain values always serialises", e);
        }
    }

    private static String plain(BigDecimal value) {
        return value == null ? "none" : value.toPlainString();
    }
}
