package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.File;
import java.net.URL;
import java.time.Duration;
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
import org.mnemos.it.support.Tokens;
import org.mnemos.it.support.Workspaces;

/** Retention policies: admins set them per tenant and workspace, owners read theirs, every change is audited. */
@ExtendWith(ArquillianExtension.class)
class RetentionPoliciesIT {

    @ArquillianResource
    URL base;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    private Http as(String user, String tenant, String... groups) {
        return new Http(Http.root(base)).withToken(Tokens.mint(user, tenant, groups));
    }

    @Test
    void adminsSetPoliciesOwnersReadThemAndChangesAreAudited() {
        String tenant = "t-" + UUID.randomUUID();
        Http admin = as("ada", tenant, "admin");
        Http owner = as("olga", tenant);
        String workspace = Workspaces.create(owner, "retained");

        JsonNode tenantDefault = admin.put(
                        "api/admin/retention-policies/tenantDefault",
                        "{\"theta\": 0.2, \"schedule\": {\"cron\": \"0 3 * * *\", \"zone\": \"Europe/Berlin\"}}")
                .json();
        assertThat(tenantDefault.get("theta").asDouble()).isEqualTo(0.2);
        assertThat(owner.get("api/admin/retention-policies/" + workspace)
                        .json()
                        .at("/schedule/zone")
                        .asText())
                .isEqualTo("Europe/Berlin");

        Http.Reply set = admin.put(
                "api/admin/retention-policies/" + workspace,
                "{\"halfLifeDays\": 7, \"onReviewDue\": \"DELETE\", \"maxActiveEpisodic\": 5000}");
        assertThat(set.status()).as(set.body()).isEqualTo(200);
        JsonNode read = owner.get("api/admin/retention-policies/" + workspace).json();
        assertThat(read.get("lambdaPerDay").asDouble()).isCloseTo(Math.log(2) / 7, within(1e-9));
        assertThat(read.get("onReviewDue").asText()).isEqualTo("DELETE");
        assertThat(read.get("theta").asDouble()).isEqualTo(0.2);
        assertThat(read.get("maxActiveEpisodic").asInt()).isEqualTo(5000);

        JsonNode change =
                owner.get("api/workspaces/" + workspace + "/audit").json().get("items").findParents("action").stream()
                        .filter(e -> e.get("action").asText().equals("POLICY_CHANGE"))
                        .findFirst()
                        .orElseThrow();
        assertThat(change.get("actor").asText()).isEqualTo("ada");
        assertThat(change.get("detail").asText())
                .contains("\"onReviewDue\":\"REVIEW_DUE\"")
                .contains("-> ")
                .contains("\"onReviewDue\":\"DELETE\"");
    }

    @Test
    void invalidPoliciesAreRefusedFieldByFieldAndNothingChanges() {
        String tenant = "t-" + UUID.randomUUID();
        Http admin = as("ada", tenant, "admin");

        Http.Reply reply = admin.put(
                "api/admin/retention-policies/tenantDefault",
                "{\"alpha\": 0.9, \"schedule\": {\"cron\": \"nightly\", \"zone\": \"UTC\"}}");

        assertThat(reply.status()).isEqualTo(422);
        assertThat(reply.json().get("errors").findValuesAsText("pointer")).contains("/schedule/cron");
        assertThat(admin.get("api/admin/retention-policies/tenantDefault")
                        .json()
                        .get("alpha")
                        .asDouble())
                .isEqualTo(0.4);
    }

    @Test
    void theSchemaThatChecksABodyIsServedToAdminsWithItsLabels() {
        String tenant = "t-" + UUID.randomUUID();
        Http admin = as("ada", tenant, "admin");
        String workspace = Workspaces.create(admin, "described");

        JsonNode schema = admin.get("api/admin/retention-policies/schema").json();
        assertThat(schema.get("$schema").asText()).isEqualTo("https://json-schema.org/draft/2020-12/schema");
        assertThat(schema.at("/properties/theta/title").asText()).isEqualTo("θ · forgetting threshold");
        assertThat(schema.at("/properties/theta/maximum").asDouble()).isEqualTo(1);
        Http.Reply refused = admin.put(
                "api/admin/retention-policies/" + workspace,
                "{\"theta\": 5, \"colour\": \"red\", \"halfLifeDays\": -1, \"scratchTtl\": \"soon\"}");
        assertThat(refused.status()).isEqualTo(422);
        assertThat(refused.json().get("code").asText()).isEqualTo("INVALID_INPUT");
        assertThat(refused.json().get("errors").findValuesAsText("pointer"))
                .containsExactlyInAnyOrder("/theta", "/colour", "/halfLifeDays", "/scratchTtl");

        Http.Reply forbidden = as("olga", tenant).get("api/admin/retention-policies/schema");
        assertThat(forbidden.status()).isEqualTo(403);
        assertThat(forbidden.isProblem()).isTrue();
        assertThat(forbidden.json().get("code").asText()).isEqualTo("FORBIDDEN");
    }

    @Test
    void onlyAdminsChangePoliciesAndNobodyReachesAnotherTenant() {
        String tenant = "t-" + UUID.randomUUID();
        Http owner = as("olga", tenant);
        String workspace = Workspaces.create(owner, "mine");
        Workspaces.addMember(owner, workspace, "vic", "VIEWER");

        assertThat(owner.put("api/admin/retention-policies/" + workspace, "{\"theta\": 0.1}")
                        .json()
                        .get("code")
                        .asText())
                .isEqualTo("FORBIDDEN");
        assertThat(as("vic", tenant)
                        .get("api/admin/retention-policies/" + workspace)
                        .status())
                .isEqualTo(403);
        assertThat(owner.get("api/admin/retention-policies/tenantDefault").status())
                .isEqualTo(403);
        Http foreignAdmin = as("eve", "other-" + tenant, "admin");
        assertThat(foreignAdmin
                        .get("api/admin/retention-policies/" + workspace)
                        .json()
                        .get("code")
                        .asText())
                .isEqualTo("WORKSPACE_NOT_FOUND");
        assertThat(foreignAdmin
                        .put("api/admin/retention-policies/" + workspace, "{\"theta\": 0.1}")
                        .status())
                .isEqualTo(404);
    }

    @Test
    void theWorkspacePolicyGovernsNewLifetimesAndWhatPinningMeans() {
        String tenant = "t-" + UUID.randomUUID();
        Http admin = as("ada", tenant, "admin");
        String workspace = Workspaces.create(admin, "short-lived");
        Http.Reply set = admin.put(
                "api/admin/retention-policies/" + workspace,
                "{\"scratchTtl\": \"PT2H\", \"reviewInterval\": \"P7D\", \"maxUtility\": 10}");
        assertThat(set.status()).as(set.body()).isEqualTo(200);

        Instant before = Instant.now();
        String scratch = remember(
                admin,
                workspace,
                "run-1",
                Workspaces.input().put("content", "Draft totals look off").put("kind", "SCRATCH"));
        String durable = remember(
                admin,
                workspace,
                null,
                Workspaces.input()
                        .put("content", "Invoices go out on the 5th")
                        .put("kind", "DURABLE")
                        .put("category", "FACT"));
        String episodic =
                remember(admin, workspace, null, Workspaces.input().put("content", "The user asked about Q3"));

        Instant expires =
                Instant.parse(memory(admin, workspace, scratch).get("expiresAt").asText());
        assertThat(Duration.between(before, expires)).isBetween(Duration.ofMinutes(119), Duration.ofMinutes(125));
        Instant review =
                Instant.parse(memory(admin, workspace, durable).get("reviewAt").asText());
        assertThat(Duration.between(before, review))
                .isBetween(
                        Duration.ofDays(7).minusMinutes(1), Duration.ofDays(7).plusMinutes(5));
        JsonNode pinned = admin.post("api/workspaces/" + workspace + "/memories/" + episodic + "/pin", "{}")
                .json();
        assertThat(pinned.get("utility").asDouble()).isEqualTo(10);
        assertThat(pinned.get("pinned").asBoolean()).isTrue();
        assertThat(pinned.get("indicator").asText()).isEqualTo("RETAINED");
    }

    private static String remember(Http http, String workspace, String runId, ObjectNode in) {
        return Workspaces.remember(http, workspace, runId, in);
    }

    private static JsonNode memory(Http http, String workspace, String id) {
        return http.get("api/workspaces/" + workspace + "/memories/" + id).json();
    }
}
