package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mnemos.it.support.Workspaces.execute;
import static org.mnemos.it.support.Workspaces.input;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.ServerEvidence;
import org.mnemos.it.support.Tokens;
import org.mnemos.it.support.Workspaces;

/**
 * Data sources over HTTP: CSV upload, SQL on a named datasource, REST with a credential; profiles become memory; a
 * credential typed into a configuration is refused, and viewers see no header value or URL secret.
 */
@ExtendWith(ArquillianExtension.class)
class DataSourcesIT {

    private static final Path DATA = Path.of(System.getProperty("mnemos.sample.data"));

    /** Fake but well-formed, assembled from pieces so the repository does not trip scanners. */
    private static final String GITHUB = "ghp_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z5A";

    @ArquillianResource
    URL base;

    @TempDir
    Path files;

    private Http alice;
    private String workspace;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @BeforeEach
    void workspace() {
        alice = new Http(Http.root(base)).withToken(Tokens.mint("alice", "acme"));
        workspace = Workspaces.create(alice, "data-" + UUID.randomUUID());
    }

    private String sources() {
        return "api/workspaces/" + workspace + "/data-sources";
    }

    private String register(String name, String type, String config) {
        Http.Reply reply = alice.post(
                sources(), "{\"name\":\"" + name + "\",\"type\":\"" + type + "\",\"config\":" + config + "}");
        assertThat(reply.status()).as(reply.body()).isEqualTo(201);
        return reply.json().get("id").asText();
    }

    private int upload(String id, Path file) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(base.getProtocol() + "://" + base.getHost() + ":"
                        + base.getPort() + "/" + sources() + "/" + id + "/file"))
                .header("Authorization", "Bearer " + Tokens.mint("alice", "acme"))
                .header("Content-Type", "text/csv")
                .PUT(HttpRequest.BodyPublishers.ofFile(file))
                .build();
        return Http.client().send(request, HttpResponse.BodyHandlers.ofString()).statusCode();
    }

    /**
     * Issue 29, Medium 10: an administrator's per-workspace quotas. One source over the count is a 409, an
     * upload over the bytes a 413 whether its length is declared or it comes in chunks; neither stores anything,
     * and replacing a file counts only the new one.
     */
    @Test
    void quotasRefuseOneSourceTooManyAndAnUploadOverTheBytesStoringNothing() throws Exception {
        Http admin = new Http(Http.root(base)).withToken(Tokens.mint("root", "acme", "admin"));
        String quota = "api/admin/source-quotas/" + workspace;
        JsonNode defaults = alice.get(quota).json();
        assertThat(defaults.get("maxSources").asInt()).isEqualTo(100);
        assertThat(defaults.get("maxBytes").asLong()).isEqualTo(10_737_418_240L);
        assertThat(defaults.path("updatedBy").isTextual())
                .as("the defaults: nobody set them")
                .isFalse();
        assertThat(alice.put(quota, "{\"maxSources\":1}").status())
                .as("an owner reads them only")
                .isEqualTo(403);
        Http.Reply negative = admin.put(quota, "{\"maxSources\":-1}");
        assertThat(negative.status()).isEqualTo(422);
        assertThat(negative.json().at("/errors/0/pointer").asText()).isEqualTo("/maxSources");
        Http.Reply set = admin.put(quota, "{\"maxSources\":2,\"maxBytes\":2000}");
        assertThat(set.status()).as(set.body()).isEqualTo(200);
        assertThat(set.json().get("updatedBy").asText()).isEqualTo("root");

        String first = register("first", "CSV", "{\"header\":true}");
        assertThat(upload(first, csv("first", 1_200))).isEqualTo(200);
        String second = register("second", "CSV", "{\"header\":true}");
        Http.Reply third = alice.post(sources(), "{\"name\":\"third\",\"type\":\"CSV\",\"config\":{\"header\":true}}");
        assertThat(third.status()).as(third.body()).isEqualTo(409);
        assertThat(third.json().get("code").asText()).isEqualTo("SOURCE_QUOTA_EXCEEDED");
        assertThat(third.json().get("limit").asInt()).isEqualTo(2);
        assertThat(alice.get(sources()).json()).hasSize(2);

        Path big = csv("big", 1_000);
        HttpResponse<String> declared = upload(second, HttpRequest.BodyPublishers.ofFile(big));
        HttpResponse<String> chunked =
                upload(second, HttpRequest.BodyPublishers.ofInputStream(() -> uncheckedOpen(big)));
        for (HttpResponse<String> refused : List.of(declared, chunked)) {
            assertThat(refused.statusCode()).as(refused.body()).isEqualTo(413);
            assertThat(Workspaces.parse(refused.body()).get("code").asText()).isEqualTo("STORAGE_QUOTA_EXCEEDED");
            assertThat(Workspaces.parse(refused.body()).get("used").asLong()).isEqualTo(1_200);
        }
        JsonNode usage = alice.get(quota).json();
        assertThat(usage.get("usedSources").asInt()).isEqualTo(2);
        assertThat(usage.get("usedBytes").asLong())
                .as("nothing of the refused uploads")
                .isEqualTo(1_200);

        assertThat(upload(first, csv("bigger", 1_900)))
                .as("a replaced file counts once")
                .isEqualTo(200);
        assertThat(alice.get(quota).json().get("usedBytes").asLong()).isEqualTo(1_900);
    }

    /** A CSV file of about {@code bytes} bytes: a header and rows of one column. */
    private Path csv(String name, int bytes) throws Exception {
        StringBuilder text = new StringBuilder("n\n");
        while (text.length() < bytes) {
            text.append("1234567\n");
        }
        return Files.writeString(files.resolve(name + ".csv"), text.substring(0, bytes));
    }

    private HttpResponse<String> upload(String id, HttpRequest.BodyPublisher body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(Http.root(base).resolve(sources() + "/" + id + "/file"))
                .header("Authorization", "Bearer " + Tokens.mint("alice", "acme"))
                .header("Content-Type", "text/csv")
                .PUT(body)
                .build();
        return Http.client().send(request, HttpResponse.BodyHandlers.ofString());
    }

    private static InputStream uncheckedOpen(Path file) {
        try {
            return Files.newInputStream(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void aCsvUploadIsPreviewedProfiledAndRememberedAsTheWorkspacesDataSchema() throws Exception {
        String id = register("superstore", "CSV", "{\"header\":true,\"onMalformedRow\":\"FAIL\"}");
        assertThat(upload(id, DATA.resolve("superstore/superstore.csv"))).isEqualTo(200);

        JsonNode preview = alice.get(sources() + "/" + id + "/preview?rows=5").json();
        assertThat(preview.get("rows")).hasSize(5);
        assertThat(preview.get("columns").get(0).asText()).isEqualTo("Row ID");

        Http.Reply unprofiled = alice.get(sources() + "/" + id + "/profile");
        assertThat(unprofiled.status()).isEqualTo(409);
        assertThat(unprofiled.json().get("code").asText()).isEqualTo("DATA_SOURCE_NOT_PROFILED");
        JsonNode profile = alice.post(sources() + "/" + id + "/profile", "{}").json();
        assertThat(profile.get("rowCount").asLong()).isEqualTo(9994);
        JsonNode stored = alice.get(sources() + "/" + id + "/profile").json();
        assertThat(stored.get("fingerprint")).isEqualTo(profile.get("fingerprint"));
        assertThat(stored.get("columns")).isEqualTo(profile.get("columns"));
        assertThat(stored.get("tokens")).isEqualTo(profile.get("tokens"));
        assertThat(stored.has("memory"))
                .as("the stored profile, not the profiling answer")
                .isFalse();
        assertThat(profile.get("columns")).hasSize(21);
        assertThat(profile.get("tokens").asInt()).isBetween(1, 600);
        assertThat(profile.at("/memory/status").asText()).isEqualTo("STORED");

        JsonNode recalled = execute(
                        alice,
                        "recall",
                        workspace,
                        null,
                        input().put("query", "Which columns does the superstore data have?")
                                .set("categories", Workspaces.parse("[\"DATA_SCHEMA\"]")))
                .json()
                .get("output");
        assertThat(recalled.at("/results/0/id").asText())
                .isEqualTo(profile.at("/memory/id").asText());
        assertThat(recalled.at("/results/0/validation").asText()).isEqualTo("VALID");

        assertThat(upload(id, DATA.resolve("telco-churn/telco-customer-churn.csv")))
                .isEqualTo(200);
        JsonNode again = alice.post(sources() + "/" + id + "/profile", "{}").json();
        assertThat(again.get("rowCount").asLong()).isEqualTo(7043);
        assertThat(again.at("/memory/supersedes").asText())
                .isEqualTo(profile.at("/memory/id").asText());
    }

    @Test
    void eachSourceTypeIsServedWithTheConfigSchemaItIsCheckedAgainst() {
        JsonNode types = alice.get("api/data-source-types").json();
        assertThat(types).extracting(t -> t.get("type").asText()).containsExactly("CSV", "SQL", "REST", "MCP");
        JsonNode sql = types.get(1).get("schema");
        assertThat(sql.at("/properties/query/type").asText()).isEqualTo("string");
        assertThat(sql.get("required").toString()).contains("datasource", "query");
        Http.Reply refused =
                alice.post(sources(), "{\"name\":\"q\",\"type\":\"SQL\",\"config\":{\"query\":\"SELECT 1\"}}");
        assertThat(refused.status()).as("what the schema requires is required").isEqualTo(422);
    }

    @Test
    void configurationsAreCheckedAgainstTheirSchemaAndPathsStayInTheWorkspace() {
        Http.Reply invalid =
                alice.post(sources(), "{\"name\":\"x\",\"type\":\"SQL\",\"config\":{\"query\":1,\"jdbcUrl\":\"x\"}}");
        assertThat(invalid.status()).isEqualTo(422);
        assertThat(invalid.json().get("errors").findValuesAsText("pointer"))
                .contains("/config/query", "/config/jdbcUrl");

        Http.Reply traversal = alice.post(
                sources(),
                "{\"name\":\"y\",\"type\":\"CSV\",\"config\":{\"path\":\"../../etc/passwd\",\"header\":true}}");
        assertThat(traversal.status()).isEqualTo(422);
        assertThat(traversal.json().get("errors").findValuesAsText("pointer")).contains("/config/path");

        assertThat(alice.post(sources(), "{\"name\":\"z\",\"type\":\"FTP\",\"config\":{}}")
                        .json()
                        .get("errors")
                        .findValuesAsText("pointer"))
                .containsExactly("/type");
    }

    @Test
    void aCsvSourceWithoutAFileSaysHowToAddOne() {
        String id = register("later", "CSV", "{\"header\":true}");

        Http.Reply reply = alice.get(sources() + "/" + id + "/preview?rows=3");

        assertThat(reply.status()).isEqualTo(422);
        assertThat(reply.json().get("errors").findValuesAsText("pointer")).containsExactly("/config/path");
    }

    @Test
    void malformedRowsFailWithTheirLineOrAreSkippedAndCounted() throws Exception {
        String failing = register("customers", "CSV", "{\"header\":true,\"onMalformedRow\":\"FAIL\"}");
        upload(failing, DATA.resolve("northwind/customers.csv"));
        Http.Reply failed = alice.post(sources() + "/" + failing + "/profile", "{}");
        assertThat(failed.status()).isEqualTo(422);
        assertThat(failed.json().get("code").asText()).isEqualTo("MALFORMED_SOURCE_DATA");
        assertThat(failed.json().get("line").asLong()).isPositive();

        String skipping = register("customers-skip", "CSV", "{\"header\":true,\"onMalformedRow\":\"SKIP\"}");
        upload(skipping, DATA.resolve("northwind/customers.csv"));
        assertThat(alice.post(sources() + "/" + skipping + "/profile", "{}")
                        .json()
                        .get("malformedRows")
                        .asLong())
                .isPositive();
    }

    @Test
    void aSqlSourceReadsANamedDatasource() {
        String id = register(
                "workspaces",
                "SQL",
                "{\"datasource\":\"mnemos\",\"query\":\"SELECT id, name FROM workspace "
                        + "WHERE tenant = :tenant\",\"parameters\":{\"tenant\":\"acme\"},\"maxRows\":100000,\"timeout\":\"PT10S\"}");

        assertThat(alice.post(sources() + "/" + id + "/test", "{}")
                        .json()
                        .get("ok")
                        .asBoolean())
                .isTrue();
        JsonNode profile = alice.post(sources() + "/" + id + "/profile", "{}").json();
        assertThat(profile.get("columns").findValuesAsText("name")).containsExactly("id", "name");
        assertThat(profile.get("rowCount").asLong()).isGreaterThanOrEqualTo(1);
    }

    @Test
    void aRestSourceUsesItsCredentialWhichIsNeverStoredOrLogged() throws Exception {
        String nodes = Http.loopback(base) + "/api/nodes";
        String id = register(
                "catalog",
                "REST",
                "{\"url\":\"" + nodes + "\",\"method\":\"GET\",\"recordPath\":\"$\"," + "\"credential\":\"demo\"}");

        JsonNode profile = alice.post(sources() + "/" + id + "/profile", "{}").json();

        assertThat(profile.get("rowCount").asLong()).isEqualTo(5);
        assertThat(profile.toString()).doesNotContain("demo-token-9f8e7d6c5b4a");
        assertThat(alice.get(sources() + "/" + id).body()).doesNotContain("demo-token-9f8e7d6c5b4a");
        assertThat(ServerEvidence.databaseDump()).doesNotContain("demo-token-9f8e7d6c5b4a");
        assertThat(ServerEvidence.serverLog()).doesNotContain("demo-token-9f8e7d6c5b4a");
        assertThat(Files.exists(DATA)).isTrue();
    }

    @Test
    void aStewardsSourceWithABearerHeaderIsRefusedByFieldAndRuleAndNothingIsStored() throws Exception {
        Workspaces.addMember(alice, workspace, "stella", "STEWARD");
        Http stella = new Http(Http.root(base)).withToken(Tokens.mint("stella", "acme"));

        Http.Reply refused = stella.post(
                sources(),
                "{\"name\":\"github-issues\",\"type\":\"REST\",\"config\":{\"url\":"
                        + "\"https://api.github.com/repos/apache/camel/issues\",\"headers\":{\"Authorization\":"
                        + "\"Bearer " + GITHUB + "\"}}}");

        assertThat(refused.status()).as(refused.body()).isEqualTo(422);
        assertThat(refused.isProblem()).isTrue();
        assertThat(refused.json().get("code").asText()).isEqualTo("SECRET_DETECTED");
        assertThat(refused.json().get("errors").findValuesAsText("pointer"))
                .containsExactly("/config/headers/Authorization");
        assertThat(refused.json().get("errors").findValuesAsText("message").get(0))
                .contains("github-token");
        assertThat(refused.json().get("detail").asText()).contains("\"credential\"");
        assertThat(refused.body()).doesNotContain(GITHUB);
        assertThat(stella.get(sources()).json()).isEmpty();
        assertThat(ServerEvidence.databaseDump()).doesNotContain(GITHUB);
        assertThat(ServerEvidence.serverLog()).doesNotContain(GITHUB);
    }

    @Test
    void aViewerSeesNoHeaderValueAndNoQueryStringOfASource() {
        String secretish = "tenant-" + UUID.randomUUID();
        String id = register(
                "crm",
                "REST",
                "{\"url\":\"https://crm.example.com/v1/orders?region=emea&sig=" + secretish + "\","
                        + "\"headers\":{\"X-Tenant\":\"" + secretish + "\"},\"credential\":\"demo\"}");
        Workspaces.addMember(alice, workspace, "vera", "VIEWER");
        Http vera = new Http(Http.root(base)).withToken(Tokens.mint("vera", "acme"));

        Http.Reply listed = vera.get(sources());
        Http.Reply one = vera.get(sources() + "/" + id);

        assertThat(listed.status()).isEqualTo(200);
        assertThat(listed.body()).doesNotContain(secretish);
        assertThat(one.body()).doesNotContain(secretish);
        assertThat(one.json().at("/config/url").asText())
                .isEqualTo("https://crm.example.com/v1/orders?region=***&sig=***");
        assertThat(one.json().at("/config/headers/X-Tenant").asText()).isEqualTo("***");
        assertThat(one.json().at("/config/credential").asText()).isEqualTo("demo");
        assertThat(alice.get(sources() + "/" + id).body())
                .as("the owner, who edits it, sees it whole")
                .contains(secretish);
    }
}
