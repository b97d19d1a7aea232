package org.mnemos.it.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;

/** Test shorthands over the REST API: create workspaces, add members, execute nodes. */
public final class Workspaces {

    private static final ObjectMapper JSON = new ObjectMapper();

    private Workspaces() {}

    public static String create(Http owner, String name) {
        Http.Reply reply = owner.post("api/workspaces", "{\"name\":\"" + name + "\"}");
        if (reply.status() != 201) {
            throw new IllegalStateException("workspace not created: " + reply.body());
        }
        return reply.json().get("id").asText();
    }

    public static void addMember(Http owner, String workspace, String user, String role) {
        Http.Reply reply = owner.put("api/workspaces/" + workspace + "/members/" + user, "{\"role\":\"" + role + "\"}");
        if (reply.status() != 200) {
            throw new IllegalStateException("member not added: " + reply.body());
        }
    }

    /**
     * A CSV data source of the workspace holding {@code csv}, uploaded and profiled; its id. The file goes
     * as a raw {@code text/csv} body; malformed rows are skipped.
     */
    public static String profiledCsv(Http steward, String workspace, String name, Path csv) {
        String sources = "api/workspaces/" + workspace + "/data-sources";
        Http.Reply registered = steward.post(
                sources,
                "{\"name\":\"" + name
                        + "\",\"type\":\"CSV\",\"config\":{\"header\":true,\"onMalformedRow\":\"SKIP\"}}");
        String id = registered.json().get("id").asText();
        Http.Reply uploaded = steward.put(sources + "/" + id + "/file", "text/csv", csv);
        if (uploaded.status() != 200) {
            throw new IllegalStateException("upload of " + csv + " failed: " + uploaded.body());
        }
        Http.Reply profiled = steward.post(sources + "/" + id + "/profile", "{}");
        if (profiled.status() != 200) {
            throw new IllegalStateException("profile failed: " + profiled.body());
        }
        return id;
    }

    /** POST /api/nodes/{node}/execute with the given input object. */
    public static Http.Reply execute(Http http, String node, String workspace, String runId, JsonNode input) {
        ObjectNode body = JSON.createObjectNode().put("workspace", workspace);
        if (runId != null) {
            body.put("runId", runId);
        }
        body.set("input", input);
        return http.post("api/nodes/" + node + "/execute", body.toString());
    }

    /** Runs Remember and returns the stored entry's id; anything but 200 fails the test with the answer. */
    public static String remember(Http http, String workspace, String runId, JsonNode input) {
        Http.Reply reply = execute(http, "remember", workspace, runId, input);
        if (reply.status() != 200) {
            throw new IllegalStateException("not remembered (" + reply.status() + "): " + reply.body());
        }
        return reply.json().at("/output/id").asText();
    }

    /** A steward approves a proposed instruction of the review queue; anything but 200 fails the test. */
    public static void approve(Http steward, String workspace, String id) {
        Http.Reply reply = steward.post("api/workspaces/" + workspace + "/memories/" + id + "/approve", "");
        if (reply.status() != 200) {
            throw new IllegalStateException("not approved (" + reply.status() + "): " + reply.body());
        }
    }

    public static ObjectNode input() {
        return JSON.createObjectNode();
    }

    public static JsonNode parse(String json) {
        try {
            return JSON.readTree(json);
        } catch (java.io.IOException e) {
            throw new IllegalArgumentException(e);
        }
    }
}
