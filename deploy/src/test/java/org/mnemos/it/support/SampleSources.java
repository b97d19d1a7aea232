package org.mnemos.it.support;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;

/**
 * The shared superstore table as a profiled CSV data source of a workspace, with one task specification
 * ("percentages with one decimal"): the ground the artifact tests generate from.
 */
public final class SampleSources {

    private SampleSources() {}

    /** Registers, uploads and profiles superstore.csv as {@code user} of {@code tenant}; returns the source id. */
    public static String profiledSuperstore(URI root, String user, String tenant, String workspace, Path data)
            throws Exception {
        Http owner = new Http(root).withToken(Tokens.mint(user, tenant));
        ObjectNode taskSpec = Workspaces.input()
                .put("content", "percentages with one decimal")
                .put("kind", "DURABLE")
                .put("category", "TASK_SPEC")
                .put("approved", true);
        taskSpec.putObject("source").put("type", "USER_STATEMENT");
        Workspaces.remember(owner, workspace, null, taskSpec);
        String sources = "api/workspaces/" + workspace + "/data-sources";
        String id = owner.post(
                        sources,
                        "{\"name\":\"superstore\",\"type\":\"CSV\",\"config\":{\"header\":true,\"onMalformedRow\":\"FAIL\"}}")
                .json()
                .get("id")
                .asText();
        HttpRequest upload = HttpRequest.newBuilder(root.resolve(sources + "/" + id + "/file"))
                .header("Authorization", "Bearer " + Tokens.mint(user, tenant))
                .header("Content-Type", "text/csv")
                .PUT(HttpRequest.BodyPublishers.ofFile(data.resolve("superstore/superstore.csv")))
                .build();
        int uploaded = HttpClient.newHttpClient()
                .send(upload, HttpResponse.BodyHandlers.ofString())
                .statusCode();
        Http.Reply profiled = owner.post(sources + "/" + id + "/profile", "{}");
        if (uploaded != 200 || profiled.status() != 200) {
            throw new IllegalStateException("superstore not profiled: upload " + uploaded + ", " + profiled.body());
        }
        return id;
    }
}
