package org.mnemos.integration.control;

import com.fasterxml.jackson.databind.SerializationFeature;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Map;
import org.mnemos.platform.Json;

/** Camunda 8: a JSON array of element templates, one per available node ({@link ElementTemplate}). */
@ApplicationScoped
public class CamundaTemplates implements IntegrationPackage {

    @Override
    public String id() {
        return "camunda";
    }

    @Override
    public String platform() {
        return "Camunda 8";
    }

    @Override
    public String packageName() {
        return "mnemos-camunda-templates";
    }

    @Override
    public String installation() {
        return "Put the file in Camunda Modeler's resources/element-templates folder (or upload it to Web Modeler) and"
                + " store a Mnemos token as the connector secret MNEMOS_TOKEN; the nodes appear as Mnemos tasks.";
    }

    @Override
    public String mediaType() {
        return "application/json";
    }

    /** Without a version: a newer download replaces the older file in the element-templates folder. */
    @Override
    public String fileName(PackageRequest request) {
        return packageName() + ".json";
    }

    @Override
    public void write(PackageRequest request, OutputStream out) throws IOException {
        // Keys in order: the same descriptors give the same bytes.
        out.write(Json.mapper()
                .writer(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
                .withDefaultPrettyPrinter()
                .writeValueAsBytes(templates(request)));
    }

    static List<Map<String, Object>> templates(PackageRequest request) {
        return request.nodes().stream()
                .map(node -> ElementTemplate.of(node, request.api()))
                .toList();
    }
}
