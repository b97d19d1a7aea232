package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mnemos.it.support.Workspaces.execute;
import static org.mnemos.it.support.Workspaces.input;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.File;
import java.net.URL;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.JobRunsClient;
import org.mnemos.it.support.TestEnvironment;
import org.mnemos.it.support.Tokens;
import org.mnemos.it.support.Workspaces;

/**
 * The intelligent-decay Jakarta Batch job: dry run, then consolidation and deletion below theta, then the
 * workspace cap on active episodic entries.
 */
@ExtendWith(ArquillianExtension.class)
class IntelligentDecayIT {

    @ArquillianResource
    URL base;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    private static String remember(Http http, String workspace, ObjectNode in) {
        return Workspaces.remember(http, workspace, null, in);
    }

    private static ObjectNode observed(String content, String observedAt) {
        return input().put("content", content).put("observedAt", observedAt);
    }

    private static ObjectNode onDepot(String content, String source, String observedAt) {
        ObjectNode in =
                input().put("content", content).put("subject", "antwerp.depot").put("observedAt", observedAt);
        in.putObject("source").put("type", source);
        return in;
    }

    @Test
    void fadingEntriesAreConsolidatedOrDeletedWhilePinnedAndFreshOnesStay() throws Exception {
        Http admin = new Http(Http.root(base)).withToken(Tokens.mint("ada", "t-" + UUID.randomUUID(), "admin"));
        String ws = Workspaces.create(admin, "decaying");
        String old = Instant.now().minus(Duration.ofDays(60)).toString();
        // Statements on one subject from different sources stay side by side: a group to consolidate.
        List<String> grouped = List.of(
                remember(admin, ws, onDepot("The Antwerp depot ships pallets on Mondays", "USER_STATEMENT", old)),
                remember(admin, ws, onDepot("The Antwerp depot closes at 17:00", "TOOL_OUTPUT", old)),
                remember(admin, ws, onDepot("The Antwerp depot needs a booking for trucks", "EXTERNAL_DOCUMENT", old)));
        String lone = remember(admin, ws, observed("A visitor asked about parking once", old));
        String pinned = remember(admin, ws, observed("The CFO signs off budgets above 50k", old));
        admin.post("api/workspaces/" + ws + "/memories/" + pinned + "/pin", "{}");
        String fresh = remember(admin, ws, input().put("content", "Quarter close is next Friday"));

        JsonNode dry = JobRunsClient.run(admin, "intelligent-decay", "{\"workspace\":\"" + ws + "\",\"dryRun\":true}");
        assertThat(dry.get("status").asText()).isEqualTo("COMPLETED");
        assertThat(dry.get("candidates").findValuesAsText("id"))
                .containsExactlyInAnyOrder(grouped.get(0), grouped.get(1), grouped.get(2), lone);
        // The lone entry's group of one is smaller than minGroupSize (3): the dry run says what the real run does.
        assertThat(actions(dry))
                .containsExactlyInAnyOrderEntriesOf(Map.of(
                        grouped.get(0),
                        "CONSOLIDATE",
                        grouped.get(1),
                        "CONSOLIDATE",
                        grouped.get(2),
                        "CONSOLIDATE",
                        lone,
                        "DELETE"));
        assertThat(dry.get("candidates").get(0).get("score").asDouble()).isLessThan(0.3);
        assertThat(admin.get("api/workspaces/" + ws + "/memories")
                        .json()
                        .get("total")
                        .asInt())
                .isEqualTo(6);

        JsonNode run = JobRunsClient.run(admin, "intelligent-decay", "{\"workspace\":\"" + ws + "\"}");
        assertThat(run.get("status").asText()).isEqualTo("COMPLETED");
        assertThat(run.at("/metrics/scored").asInt()).isEqualTo(6);
        assertThat(run.at("/metrics/retained").asInt()).isEqualTo(2);
        assertThat(run.at("/metrics/consolidated").asInt()).isEqualTo(3);
        assertThat(run.at("/metrics/groups").asInt()).isEqualTo(1);
        assertThat(run.at("/metrics/deleted").asInt()).isEqualTo(1);
        // The same data, the same actions: the dry run's metrics, and each entry audited as the dry run said.
        for (String metric : List.of("scored", "retained", "consolidated", "groups", "deleted")) {
            assertThat(run.at("/metrics/" + metric)).as(metric).isEqualTo(dry.at("/metrics/" + metric));
        }
        Map<String, String> audited = new HashMap<>();
        for (JsonNode event :
                admin.get("api/workspaces/" + ws + "/audit?size=100").json().get("items")) {
            if (event.path("actor").asText().equals("system:intelligent-decay")) {
                audited.put(event.get("entryId").asText(), event.get("action").asText());
            }
        }
        Map<String, String> expected = new HashMap<>();
        actions(dry).forEach((id, action) -> expected.put(id, action.equals("DELETE") ? "DECAY" : "CONSOLIDATE"));
        assertThat(audited).isEqualTo(expected);

        JsonNode semantic = admin.get("api/workspaces/" + ws + "/memories?kind=SEMANTIC")
                .json()
                .get("items")
                .get(0);
        assertThat(semantic.at("/provenance/sourceType").asText()).isEqualTo("CONSOLIDATION");
        assertThat(semantic.get("content").asText()).contains("Antwerp depot");
        for (String gone : List.of(grouped.get(0), grouped.get(1), grouped.get(2), lone)) {
            assertThat(admin.get("api/workspaces/" + ws + "/memories/" + gone).status())
                    .isEqualTo(404);
        }
        assertThat(admin.get("api/workspaces/" + ws + "/memories/" + pinned).status())
                .isEqualTo(200);
        assertThat(admin.get("api/workspaces/" + ws + "/memories/" + fresh).status())
                .isEqualTo(200);
        assertThat(execute(admin, "recall", ws, null, input().put("query", "When does the Antwerp depot close?"))
                        .json()
                        .at("/output/results/0/id")
                        .asText())
                .isEqualTo(semantic.get("id").asText());
    }

    private static Map<String, String> actions(JsonNode run) {
        Map<String, String> actions = new HashMap<>();
        run.get("candidates")
                .forEach(c -> actions.put(c.get("id").asText(), c.get("action").asText()));
        return actions;
    }

    @Test
    void anEntryThatCannotBeScoredIsSkippedAndRecordedWhileTheRestIsDecayed() throws Exception {
        Http admin = new Http(Http.root(base)).withToken(Tokens.mint("ada", "t-" + UUID.randomUUID(), "admin"));
        String ws = Workspaces.create(admin, "one-bad-entry");
        String old = daysAgo(60);
        String bad = remember(admin, ws, observed("The boiler was serviced in May", old));
        String faded = remember(admin, ws, observed("A supplier called about a late invoice", old));
        String fresh = remember(admin, ws, input().put("content", "The office moves to floor 4 next week"));
        // A stored embedding that is not a whole vector of floats: scoring it would give a meaningless score.
        try (Connection db = TestEnvironment.open();
                PreparedStatement corrupt =
                        db.prepareStatement("UPDATE memory_entry SET embedding = '\\x010203'::bytea WHERE id = ?")) {
            corrupt.setString(1, bad);
            assertThat(corrupt.executeUpdate()).isEqualTo(1);
        }

        JsonNode dry = JobRunsClient.run(admin, "intelligent-decay", "{\"workspace\":\"" + ws + "\",\"dryRun\":true}");
        JsonNode run = JobRunsClient.run(admin, "intelligent-decay", "{\"workspace\":\"" + ws + "\"}");

        for (JsonNode each : List.of(dry, run)) {
            assertThat(each.get("status").asText()).isEqualTo("COMPLETED");
            assertThat(each.at("/metrics/skipped").asInt()).isEqualTo(1);
            assertThat(each.at("/metrics/scored").asInt()).isEqualTo(2);
            assertThat(each.get("skips")).hasSize(1);
            assertThat(each.at("/skips/0/id").asText()).isEqualTo(bad);
            assertThat(each.at("/skips/0/reason").asText())
                    .isEqualTo("its embedding is 3 bytes, not a whole vector of 4-byte floats");
        }
        assertThat(dry.get("candidates").findValuesAsText("id")).containsExactly(faded);
        assertThat(Map.of(
                        "faded",
                        status(admin, ws, faded),
                        "bad",
                        status(admin, ws, bad),
                        "fresh",
                        status(admin, ws, fresh)))
                .isEqualTo(Map.of("faded", 404, "bad", 200, "fresh", 200));
        assertThat(admin.get("api/admin/jobs/intelligent-decay/runs").json().findValuesAsText("id"))
                .contains(run.get("id").asText());
    }

    private static int status(Http http, String ws, String entry) {
        return http.get("api/workspaces/" + ws + "/memories/" + entry).status();
    }

    private static String daysAgo(int days) {
        return Instant.now().minus(Duration.ofDays(days)).toString();
    }

    private static int activeEpisodic(Http http, String ws) {
        return http.get("api/workspaces/" + ws + "/memories?kind=EPISODIC&status=ACTIVE")
                .json()
                .get("total")
                .asInt();
    }

    @Test
    void theLowestScoredEntriesOverTheWorkspaceCapGoAfterThetaWhilePinnedOnesStay() throws Exception {
        Http admin = new Http(Http.root(base)).withToken(Tokens.mint("ada", "t-" + UUID.randomUUID(), "admin"));
        String ws = Workspaces.create(admin, "capped");
        assertThat(admin.put("api/admin/retention-policies/" + ws, "{\"maxActiveEpisodic\": 3}")
                        .status())
                .isEqualTo(200);
        String faded = remember(admin, ws, observed("A courier once left a parcel at reception", daysAgo(60)));
        String pinned = remember(admin, ws, observed("Invoices above 10k need two approvals", daysAgo(60)));
        admin.post("api/workspaces/" + ws + "/memories/" + pinned + "/pin", "{}");
        String today = remember(admin, ws, input().put("content", "The staging server moved to rack B"));
        String twoDays = remember(admin, ws, observed("Marketing prefers PDF reports", daysAgo(2)));
        String fiveDays = remember(admin, ws, observed("The canteen closes early on Fridays", daysAgo(5)));
        String eightDays = remember(admin, ws, observed("Team photos are stored on the wiki", daysAgo(8)));

        // Theta takes the faded entry; of the five left, the two lowest-scored unpinned ones are over the cap of 3.
        JsonNode dry = JobRunsClient.run(admin, "intelligent-decay", "{\"workspace\":\"" + ws + "\",\"dryRun\":true}");
        assertThat(dry.get("status").asText()).isEqualTo("COMPLETED");
        assertThat(dry.get("candidates").findValuesAsText("id")).containsExactlyInAnyOrder(faded, fiveDays, eightDays);
        for (JsonNode candidate : dry.get("candidates")) {
            assertThat(candidate.get("action").asText()).isIn("CONSOLIDATE", "DELETE");
            if (!candidate.get("id").asText().equals(faded)) {
                assertThat(candidate.get("reason").asText())
                        .contains("over the workspace cap of 3 active episodic entries");
            }
        }
        assertThat(dry.at("/metrics/capped").asInt()).isEqualTo(2);
        assertThat(activeEpisodic(admin, ws)).isEqualTo(6);

        JsonNode run = JobRunsClient.run(admin, "intelligent-decay", "{\"workspace\":\"" + ws + "\"}");
        assertThat(run.get("status").asText()).isEqualTo("COMPLETED");
        assertThat(run.at("/metrics/scored").asInt()).isEqualTo(6);
        assertThat(run.at("/metrics/capped").asInt()).isEqualTo(2);
        assertThat(run.at("/metrics/retained").asInt()).isEqualTo(3);
        assertThat(activeEpisodic(admin, ws)).isEqualTo(3);
        for (String gone : List.of(faded, fiveDays, eightDays)) {
            assertThat(admin.get("api/workspaces/" + ws + "/memories/" + gone).status())
                    .isEqualTo(404);
        }
        for (String kept : Set.of(pinned, today, twoDays)) {
            assertThat(admin.get("api/workspaces/" + ws + "/memories/" + kept).status())
                    .isEqualTo(200);
        }
    }

    @Test
    void pinnedEntriesAloneOverTheCapAreKeptAndReported() throws Exception {
        Http admin = new Http(Http.root(base)).withToken(Tokens.mint("ada", "t-" + UUID.randomUUID(), "admin"));
        String ws = Workspaces.create(admin, "over-pinned");
        admin.put("api/admin/retention-policies/" + ws, "{\"maxActiveEpisodic\": 1}");
        String first = remember(admin, ws, input().put("content", "The auditor visits in March"));
        String second = remember(admin, ws, input().put("content", "Payroll runs on the 25th"));
        String unpinned = remember(admin, ws, input().put("content", "The printer on floor 2 jams often"));
        admin.post("api/workspaces/" + ws + "/memories/" + first + "/pin", "{}");
        admin.post("api/workspaces/" + ws + "/memories/" + second + "/pin", "{}");

        JsonNode run = JobRunsClient.run(admin, "intelligent-decay", "{\"workspace\":\"" + ws + "\"}");

        assertThat(run.get("status").asText()).isEqualTo("COMPLETED");
        assertThat(run.at("/metrics/capped").asInt()).isEqualTo(1);
        assertThat(run.at("/metrics/overCap").asInt()).isEqualTo(1);
        assertThat(admin.get("api/workspaces/" + ws + "/memories/" + unpinned).status())
                .isEqualTo(404);
        assertThat(activeEpisodic(admin, ws)).isEqualTo(2);
    }

    @Test
    void aRunForRealWaitsWhileAnotherIsStillChangingTheSameWorkspace() throws Exception {
        String tenant = "t-" + UUID.randomUUID();
        Http admin = new Http(Http.root(base)).withToken(Tokens.mint("ada", tenant, "admin"));
        String busy = Workspaces.create(admin, "busy");
        String other = Workspaces.create(admin, "other");
        String unfinished = UUID.randomUUID().toString();
        // An unfinished run whose owner is alive: this connection holds its run lock, so recovery leaves it alone.
        try (Connection db = TestEnvironment.open()) {
            try (PreparedStatement insert = db.prepareStatement(
                            "INSERT INTO job_run (id, tenant, job, workspace_id, dry_run,"
                                    + " status, requested_by, started_at) VALUES (?, ?, 'intelligent-decay', ?, FALSE, 'STARTED', 'ada', now())");
                    PreparedStatement lock = db.prepareStatement("SELECT pg_advisory_lock(1296976466, hashtext(?))")) {
                lock.setString(1, unfinished);
                lock.executeQuery().close();
                insert.setString(1, unfinished);
                insert.setString(2, tenant);
                insert.setString(3, busy);
                insert.executeUpdate();
            }

            Http.Reply refused =
                    admin.post("api/admin/jobs/intelligent-decay/runs", "{\"workspace\":\"" + busy + "\"}");
            assertThat(refused.status()).as(refused.body()).isEqualTo(409);
            assertThat(refused.json().get("code").asText()).isEqualTo("JOB_ALREADY_RUNNING");
            assertThat(refused.json().get("detail").asText()).contains(unfinished);
            assertThat(admin.post("api/admin/jobs/intelligent-decay/runs", "{}").status())
                    .isEqualTo(409);

            JsonNode dry =
                    JobRunsClient.run(admin, "intelligent-decay", "{\"workspace\":\"" + busy + "\",\"dryRun\":true}");
            assertThat(dry.get("status").asText()).isEqualTo("COMPLETED");
            JsonNode elsewhere = JobRunsClient.run(admin, "intelligent-decay", "{\"workspace\":\"" + other + "\"}");
            assertThat(elsewhere.get("status").asText()).isEqualTo("COMPLETED");
        } finally {
            try (Connection db = TestEnvironment.open();
                    PreparedStatement delete = db.prepareStatement("DELETE FROM job_run WHERE id = ?")) {
                delete.setString(1, unfinished);
                delete.executeUpdate();
            }
        }
    }
}
