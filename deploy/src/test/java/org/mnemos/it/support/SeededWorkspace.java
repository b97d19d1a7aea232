package org.mnemos.it.support;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;

/**
 * Something of everything, to call every endpoint against: a workspace of tenant acme owned by olivia, with
 * sam as STEWARD and vera as VIEWER, holding an entry, a profiled CSV source, an artifact with a published
 * version 1 (and olivia's draft; its first KPI is the {@code {itemId}} of a path), its share link, and a dry job run; plus the tokens of nine callers, from anonymous to admin.
 */
public final class SeededWorkspace {

    public static final String TENANT = "acme";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Map<String, String> tokens = new LinkedHashMap<>();
    private final Http owner;
    private final String workspace;
    private final String memory;
    private final String source;
    private final String artifact;
    private final String jobRun;
    private final String draft;
    private final String refresh;
    private final String schedule;
    private final String subscription;
    private final String alert;
    private final String item;
    private final String shareLink;

    public SeededWorkspace(URI root) throws IOException {
        Instant later = Instant.now().plus(Duration.ofHours(1));
        tokens.put("anonymous", null);
        tokens.put(
                "expired",
                Tokens.mint(Tokens.ISSUER, "olivia", TENANT, Instant.now().minus(Duration.ofHours(2))));
        tokens.put("issuer", Tokens.mint("someone-else", "olivia", TENANT, later));
        tokens.put("tenant", Tokens.mint("olivia", "globex"));
        tokens.put("outsider", Tokens.mint("nora", TENANT));
        tokens.put("viewer", Tokens.mint("vera", TENANT));
        tokens.put("steward", Tokens.mint("sam", TENANT));
        tokens.put("owner", Tokens.mint("olivia", TENANT));
        tokens.put("admin", Tokens.mint("ada", TENANT, "admin"));
        owner = new Http(root).withToken(tokens.get("owner"));
        workspace = Workspaces.create(owner, "seeded-" + UUID.randomUUID());
        Workspaces.addMember(owner, workspace, "sam", "STEWARD");
        Workspaces.addMember(owner, workspace, "vera", "VIEWER");
        memory = rememberOne();
        Path csv = Files.createTempFile("seeded", ".csv");
        Files.writeString(csv, "region,sales\nnorth,10\nsouth,20\n");
        source = Workspaces.profiledCsv(owner, workspace, "sales", csv);
        String artifacts = "api/workspaces/" + workspace + "/artifacts";
        artifact = owner.post(
                        artifacts,
                        "{\"name\":\"Sales\",\"dataSourceId\":\"" + source + "\",\"instruction\":\"sales by region\"}")
                .json()
                .at("/artifact/id")
                .asText();
        draft = JSON.createObjectNode()
                .put(
                        "content",
                        owner.get(artifacts + "/" + artifact + "/draft")
                                .json()
                                .get("content")
                                .asText())
                .toString();
        item = JSON.readTree(JSON.readTree(draft).get("content").asText())
                .at("/kpis/0/id")
                .asText();
        Http.Reply published = owner.post(artifacts + "/" + artifact + "/publish", "");
        if (published.status() != 201) {
            throw new IllegalStateException("artifact not published: " + published.body());
        }
        refresh = created(owner.post(artifacts + "/" + artifact + "/refreshes", "{}"));
        schedule = created(owner.post(
                artifacts + "/" + artifact + "/schedules", "{\"cron\":\"0 7 * * 1\",\"zone\":\"Europe/Berlin\"}"));
        shareLink = owner.post(artifacts + "/" + artifact + "/share-links", "{}")
                .json()
                .at("/link/id")
                .asText();
        Http steward = new Http(root).withToken(tokens.get("steward"));
        subscription = created(steward.post(
                artifacts + "/" + artifact + "/subscriptions",
                "{\"recipients\":[\"team@example.com\"],\"cron\":\"0 7 * * 1\",\"zone\":\"Europe/Berlin\"}"));
        alert = created(owner.post(
                artifacts + "/" + artifact + "/alerts",
                "{\"kpi\":\"" + item + "\",\"condition\":\"BELOW\",\"threshold\":0,"
                        + "\"recipients\":[\"ops@example.com\"]}"));
        Http admin = new Http(root).withToken(tokens.get("admin"));
        jobRun = admin.post(
                        "api/admin/jobs/intelligent-decay/runs",
                        "{\"workspace\":\"" + workspace + "\",\"dryRun\":true}")
                .json()
                .get("id")
                .asText();
        awaitEnd(admin);
    }

    /** The id a 201 answer names: the refresh's {@code refreshId}, anything else's {@code id}. */
    private static String created(Http.Reply reply) {
        if (reply.status() != 201) {
            throw new IllegalStateException("not created: " + reply.status() + " " + reply.body());
        }
        var json = reply.json();
        return json.has("refreshId")
                ? json.get("refreshId").asText()
                : json.get("id").asText();
    }

    /** Until the job run ends, nothing else writes: a test may count rows from here on. */
    private void awaitEnd(Http admin) {
        for (int attempt = 0; attempt < 600; attempt++) {
            String status = admin.get("api/admin/jobs/intelligent-decay/runs/" + jobRun)
                    .json()
                    .path("status")
                    .asText();
            if (!status.equals("STARTING") && !status.equals("STARTED")) {
                return;
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
        throw new IllegalStateException("the seeded job run did not end");
    }

    /** The bearer token of a caller of {@link AccessRules#CALLERS}; null for anonymous. */
    public String token(String caller) {
        return tokens.get(caller);
    }

    /** A PUT body for a draft: the content of olivia's first draft. */
    public String draftBody() {
        return draft;
    }

    /** A path template with every placeholder replaced by a seeded id (an OpenAPI template, or a table row's). */
    public String resolve(String template) {
        return resolve(template, memory, source);
    }

    /** As {@link #resolve(String)}, naming this entry and this data source (the seeded ones where null). */
    public String resolve(String template, String memoryId, String sourceId) {
        return template.replace("{ws}", workspace)
                .replace("{scope}", workspace)
                .replace("{job}", "intelligent-decay")
                .replace("{user}", "newcomer")
                .replace("{runId}", "run-" + UUID.randomUUID())
                .replace("{n}", "1")
                .replace("{source}", source)
                .replace("{refreshId}", refresh)
                .replace("{scheduleId}", schedule)
                .replace("{subscriptionId}", subscription)
                .replace("{alertId}", alert)
                .replace("{token}", "no-such-token")
                .replace("{itemId}", item)
                .replace("{linkId}", shareLink)
                // a well-formed key no link has: the page answers every caller alike
                .replace("{key}", "A".repeat(43))
                .replace("{toolName}", "mnemos_recall")
                .replace("{integration}", "node-red")
                .replace("memories/{id}", "memories/" + (memoryId == null ? memory : memoryId))
                .replace("data-sources/{id}", "data-sources/" + (sourceId == null ? source : sourceId))
                .replace("artifacts/{id}", "artifacts/" + artifact)
                .replace("runs/{id}", "runs/" + jobRun)
                .replace("nodes/{id}", "nodes/recall");
    }

    /** A new entry of the workspace (for a call that forgets it). */
    public String rememberOne() {
        var input = Workspaces.input()
                .put("content", "The quarterly report is due on Fridays " + UUID.randomUUID())
                .put("kind", "EPISODIC")
                .put("category", "FACT");
        input.putObject("source").put("type", "USER_STATEMENT");
        return Workspaces.remember(owner, workspace, null, input);
    }

    /** A new, unprofiled CSV source of the workspace (for a call that deletes or replaces it). */
    public String freshSource() {
        return owner.post(
                        "api/workspaces/" + workspace + "/data-sources",
                        "{\"name\":\"fresh-" + UUID.randomUUID() + "\",\"type\":\"CSV\",\"config\":{\"header\":true}}")
                .json()
                .get("id")
                .asText();
    }
}
