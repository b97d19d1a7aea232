package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mnemos.it.support.Workspaces.input;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.File;
import java.net.URL;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
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

/** The scratch-expiry Jakarta Batch job, started by an admin, dry and for real, on real PostgreSQL. */
@ExtendWith(ArquillianExtension.class)
class ScratchExpiryIT {

    @ArquillianResource
    URL base;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    private Http as(String user, String tenant, String... groups) {
        return new Http(Http.root(base)).withToken(Tokens.mint(user, tenant, groups));
    }

    private static String remember(Http http, String workspace, String runId, ObjectNode in) {
        return Workspaces.remember(http, workspace, runId, in);
    }

    /** A durable fact whose review date has passed. */
    private static ObjectNode pastReview(String content, String reviewAt) {
        return input().put("content", content)
                .put("kind", "DURABLE")
                .put("category", "FACT")
                .put("reviewAt", reviewAt);
    }

    @Test
    void aDryRunListsTheCandidatesAndARealRunAppliesThemWithItsPolicy() throws Exception {
        String tenant = "t-" + UUID.randomUUID();
        Http admin = as("ada", tenant, "admin");
        String kept = Workspaces.create(admin, "kept");
        String strict = Workspaces.create(admin, "strict");
        admin.put("api/admin/retention-policies/" + strict, "{\"onReviewDue\": \"DELETE\"}");
        String past = Instant.now().minusSeconds(3600).toString();
        String expired = remember(
                admin,
                kept,
                "run-1",
                input().put("content", "draft outline").put("kind", "SCRATCH").put("expiresAt", past));
        String live = remember(
                admin, kept, "run-1", input().put("content", "current draft").put("kind", "SCRATCH"));
        String review = remember(admin, kept, null, pastReview("Invoices are due in 30 days", past));
        String deleted = remember(admin, strict, null, pastReview("Refunds take 5 days", past));

        Http.Reply dryStart = admin.post("api/admin/jobs/scratch-expiry/runs", "{\"dryRun\": true}");
        assertThat(dryStart.status()).isEqualTo(202);
        JsonNode dry = JobRunsClient.awaitEnd(
                admin, "scratch-expiry", dryStart.json().get("id").asText());
        assertThat(dry.get("status").asText()).isEqualTo("COMPLETED");
        assertThat(dry.get("dryRun").asBoolean()).isTrue();
        assertThat(dry.get("candidates").findValuesAsText("id")).containsExactlyInAnyOrder(expired, review, deleted);
        assertThat(dry.get("candidates").toString())
                .contains("\"action\":\"EXPIRE\"", "\"action\":\"REVIEW_DUE\"", "\"action\":\"DELETE\"");
        assertThat(admin.get("api/workspaces/" + kept + "/memories/" + expired).status())
                .isEqualTo(200);

        JsonNode real = JobRunsClient.run(admin, "scratch-expiry", "{}");
        assertThat(real.get("status").asText()).isEqualTo("COMPLETED");
        assertThat(real.at("/metrics/expired").asInt()).isEqualTo(1);
        assertThat(real.at("/metrics/reviewDue").asInt()).isEqualTo(1);
        assertThat(real.at("/metrics/deleted").asInt()).isEqualTo(1);
        assertThat(admin.get("api/workspaces/" + kept + "/memories/" + expired).status())
                .isEqualTo(404);
        assertThat(admin.get("api/workspaces/" + kept + "/memories/" + live)
                        .json()
                        .get("status")
                        .asText())
                .isEqualTo("ACTIVE");
        assertThat(admin.get("api/workspaces/" + kept + "/memories/" + review)
                        .json()
                        .get("status")
                        .asText())
                .isEqualTo("REVIEW_DUE");
        assertThat(admin.get("api/workspaces/" + strict + "/memories/" + deleted)
                        .status())
                .isEqualTo(404);
        JsonNode audit = admin.get("api/workspaces/" + kept + "/audit").json();
        assertThat(audit.toString()).contains("system:scratch-expiry").doesNotContain("draft outline");
        assertThat(admin.get("api/admin/jobs/scratch-expiry/runs").json().findValuesAsText("id"))
                .contains(real.get("id").asText(), dry.get("id").asText());
    }

    @Test
    void anEntryWhosePolicyCannotBeReadIsSkippedAndRecordedWhileTheRestExpires() throws Exception {
        String tenant = "t-" + UUID.randomUUID();
        Http admin = as("ada", tenant, "admin");
        String broken = Workspaces.create(admin, "broken-policy");
        String past = Instant.now().minusSeconds(3600).toString();
        admin.put("api/admin/retention-policies/" + broken, "{\"onReviewDue\": \"DELETE\"}");
        String undecided = remember(admin, broken, null, pastReview("Deliveries need a signature", past));
        String expired = remember(
                admin,
                broken,
                "run-1",
                input().put("content", "scratch notes").put("kind", "SCRATCH").put("expiresAt", past));
        // A policy row that no longer reads as a policy: whether to delete or flag the entry cannot be known.
        String readable = storePolicy(tenant, broken, "{\"onReviewDue\": ");
        JsonNode run = JobRunsClient.run(admin, "scratch-expiry", "{}");
        storePolicy(tenant, broken, readable);

        assertThat(run.get("status").asText()).isEqualTo("COMPLETED");
        assertThat(run.at("/metrics/skipped").asInt()).isEqualTo(1);
        assertThat(run.at("/metrics/expired").asInt()).isEqualTo(1);
        assertThat(run.at("/skips/0/id").asText()).isEqualTo(undecided);
        assertThat(run.at("/skips/0/reason").asText()).isEqualTo("its workspace's retention policy cannot be read");
        assertThat(admin.get("api/workspaces/" + broken + "/memories/" + expired)
                        .status())
                .isEqualTo(404);
        assertThat(admin.get("api/workspaces/" + broken + "/memories/" + undecided)
                        .json()
                        .get("status")
                        .asText())
                .isEqualTo("ACTIVE");
    }

    /** Replaces a stored policy behind the API's back; answers the one it replaced. */
    private static String storePolicy(String tenant, String scope, String policy) throws SQLException {
        try (Connection db = TestEnvironment.open();
                PreparedStatement swap = db.prepareStatement("UPDATE retention_policy p SET policy = ?"
                        + " FROM retention_policy old WHERE p.tenant = old.tenant AND p.scope = old.scope"
                        + " AND p.tenant = ? AND p.scope = ? RETURNING old.policy")) {
            swap.setString(1, policy);
            swap.setString(2, tenant);
            swap.setString(3, scope);
            try (ResultSet replaced = swap.executeQuery()) {
                assertThat(replaced.next()).isTrue();
                return replaced.getString(1);
            }
        }
    }

    @Test
    void onlyAdminsRunJobsAndUnknownJobsAreNamed() {
        Http user = as("uma", "t-" + UUID.randomUUID());
        assertThat(user.post("api/admin/jobs/scratch-expiry/runs", "{}").status())
                .isEqualTo(403);
        Http admin = as("ada", "t-" + UUID.randomUUID(), "admin");
        assertThat(admin.post("api/admin/jobs/defragment/runs", "{}")
                        .json()
                        .get("code")
                        .asText())
                .isEqualTo("UNKNOWN_JOB");
        assertThat(admin.post("api/admin/jobs/scratch-expiry/runs", "{\"workspace\": \"nope\"}")
                        .status())
                .isEqualTo(404);
    }
}
