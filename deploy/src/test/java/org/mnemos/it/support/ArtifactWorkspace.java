package org.mnemos.it.support;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.UUID;

/**
 * The ground the artifact tests generate from: a new workspace of tenant acme owned by alice, with bob as
 * STEWARD and vic as VIEWER, one approved task specification ("percentages with one decimal") and the shared superstore
 * table as a profiled CSV data source.
 */
public record ArtifactWorkspace(Http alice, Http bob, Http vic, String workspace, String dataSource) {

    public static ArtifactWorkspace onSuperstore(URL base, Path data) throws Exception {
        URI root = Http.root(base);
        Http alice = new Http(root).withToken(Tokens.mint("alice", "acme"));
        String workspace = Workspaces.create(alice, "artifacts-" + UUID.randomUUID());
        Workspaces.addMember(alice, workspace, "bob", "STEWARD");
        Workspaces.addMember(alice, workspace, "vic", "VIEWER");
        ObjectNode taskSpec = Workspaces.input()
                .put("content", "percentages with one decimal")
                .put("kind", "DURABLE")
                .put("category", "TASK_SPEC")
                .put("approved", true);
        taskSpec.putObject("source").put("type", "USER_STATEMENT");
        Workspaces.approve(alice, workspace, Workspaces.remember(alice, workspace, null, taskSpec));
        return new ArtifactWorkspace(
                alice,
                new Http(root).withToken(Tokens.mint("bob", "acme")),
                new Http(root).withToken(Tokens.mint("vic", "acme")),
                workspace,
                profiledSuperstore(root, alice, workspace, data));
    }

    private static String profiledSuperstore(URI root, Http alice, String workspace, Path data) throws Exception {
        String sources = "api/workspaces/" + workspace + "/data-sources";
        String id = alice.post(
                        sources,
                        "{\"name\":\"superstore\",\"type\":\"CSV\",\"config\":{\"header\":true,\"onMalformedRow\":\"FAIL\"}}")
                .json()
                .get("id")
                .asText();
        HttpRequest upload = HttpRequest.newBuilder(root.resolve(sources + "/" + id + "/file"))
                .header("Authorization", "Bearer " + Tokens.mint("alice", "acme"))
                .header("Content-Type", "text/csv")
                .PUT(HttpRequest.BodyPublishers.ofFile(data.resolve("superstore/superstore.csv")))
                .build();
        int uploaded =
                Http.client().send(upload, HttpResponse.BodyHandlers.ofString()).statusCode();
        Http.Reply profiled = alice.post(sources + "/" + id + "/profile", "{}");
        if (uploaded != 200 || profiled.status() != 200) {
            throw new IllegalStateException("superstore not profiled: upload " + uploaded + ", " + profiled.body());
        }
        return id;
    }
}
