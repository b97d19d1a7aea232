package org.mnemos.notify.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboardexport.control.DashboardExports;
import org.mnemos.dashboardexport.entity.DashboardView;
import org.mnemos.dashboardexport.entity.ExportedFile;
import org.mnemos.notify.entity.Subscription;
import org.mnemos.platform.Json;

/**
 * What a subscription mail carries besides its text: each chart of the spec as a picture shown inline and the
 * whole dashboard as a PDF, drawn by the server-side export from the same computation as the served page, with
 * the subscription's viewer-filter values. A program dashboard, which the export cannot draw, has none.
 */
@ApplicationScoped
public class DashboardAttachments {

    /** The charts shown inline and the files attached. */
    public record Parts(List<OutgoingMail.Part> charts, List<OutgoingMail.Part> files) {}

    @Inject
    DashboardExports exports;

    /** In a transaction: on an executor thread only a transaction gives the export's reads a persistence context. */
    @Transactional
    public Parts of(Subscription subscription, DashboardSpec spec) {
        if (spec == null) {
            return new Parts(List.of(), List.of());
        }
        DashboardView view = new DashboardView(
                subscription.tenant(),
                subscription.workspaceId(),
                subscription.artifactId(),
                0,
                null,
                true,
                filters(subscription.filters()));
        List<OutgoingMail.Part> charts = new ArrayList<>();
        for (Chart chart : spec.charts()) {
            charts.add(part(chart.id(), exports.chartPng(view, chart.id())));
        }
        ExportedFile pdf = exports.pdf(view);
        return new Parts(charts, List.of(part(pdf.name(), pdf)));
    }

    private static OutgoingMail.Part part(String name, ExportedFile file) {
        return new OutgoingMail.Part(name, file.mediaType(), file.content());
    }

    /** The stored values as the export takes them: field → values (one value or a list of them). */
    static Map<String, List<String>> filters(String stored) {
        Map<String, List<String>> filters = new LinkedHashMap<>();
        if (stored == null) {
            return filters;
        }
        try {
            Json.mapper()
                    .readTree(stored)
                    .fields()
                    .forEachRemaining(field -> filters.put(field.getKey(), values(field.getValue())));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Stored filter values are JSON", e);
        }
        return filters;
    }

    private static List<String> values(JsonNode value) {
        List<String> values = new ArrayList<>();
        if (value.isArray()) {
            value.forEach(item -> values.add(item.asText()));
        } else {
            values.add(value.asText());
        }
        return values;
    }
}
