package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.net.URL;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.HexFormat;
import java.util.List;
import java.util.UUID;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.TestEnvironment;
import org.mnemos.it.support.Tokens;
import org.mnemos.it.support.Workspaces;

/**
 * Share links over REST: an owner's link opens the published dashboard without an account, framed as the
 * viewer frames it and framable by other sites; revoked, expired and unknown keys are one and the same 404;
 * the key opens no API call; a viewer makes no link; bad input is refused at its field and stores nothing;
 * only the key's hash is stored; creation and revocation are audited.
 */
@ExtendWith(ArquillianExtension.class)
class ShareLinksIT {

    private static final Path DATA = Path.of(System.getProperty("mnemos.sample.data"));
    private static final String POLICY = "Content-Security-Policy";

    @ArquillianResource
    URL base;

    private Http anonymous;
    private Http owner;
    private Http viewer;
    private String workspace;
    private String artifact;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @BeforeEach
    void aPublishedDashboard() {
        String tenant = "share-" + UUID.randomUUID();
        anonymous = new Http(Http.root(base));
        owner = anonymous.withToken(Tokens.mint("olga", tenant));
        viewer = anonymous.withToken(Tokens.mint("vera", tenant));
        workspace = Workspaces.create(owner, "shared");
        Workspaces.addMember(owner, workspace, "vera", "VIEWER");
        String source = Workspaces.profiledCsv(owner, workspace, "Sales", DATA.resolve("superstore/superstore.csv"));
        artifact = owner.post(artifacts(), "{\"name\":\"Sales\",\"dataSourceId\":\"" + source + "\"}")
                .json()
                .at("/artifact/id")
                .asText();
        assertThat(owner.post(artifacts() + "/" + artifact + "/publish", "").status())
                .isEqualTo(201);
    }

    @Test
    void aLinkOpensTheDashboardWithoutAnAccountUntilItIsRevoked() throws Exception {
        Http.Reply created = owner.post(links(), "{\"expiresInDays\": 7}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String url = created.json().get("url").asText();
        String key = url.substring(url.lastIndexOf("/s/") + 3);
        String id = created.json().at("/link/id").asText();
        assertThat(key).matches("[A-Za-z0-9_-]{43}");
        assertThat(created.json().at("/link/versionPolicy").asText()).isEqualTo("LATEST");

        HttpResponse<String> page = anonymous.exchange("s/" + key, "text/html");
        assertThat(page.statusCode()).as(page.body()).isEqualTo(200);
        assertThat(page.headers().firstValue("Content-Type").orElse("")).startsWith("text/html");
        assertThat(page.headers().firstValue(POLICY).orElse(""))
                .startsWith("sandbox allow-scripts; default-src 'none'; connect-src 'none'; script-src 'nonce-")
                .endsWith("; frame-src 'none'; frame-ancestors *");
        assertThat(page.headers().firstValue("Referrer-Policy")).contains("no-referrer");
        Document shared = Jsoup.parse(page.body());
        assertThat(shared.select("body > iframe").attr("sandbox")).isEqualTo("allow-scripts");
        Document dashboard = Jsoup.parse(shared.select("body > iframe").attr("srcdoc"));
        assertThat(dashboard.getElementById("mnemos-spec")).isNotNull();
        assertThat(dashboard.getElementById("mnemos-data")).isNotNull();
        assertThat(shared.select("script")).isEmpty();

        JsonNode listed = owner.get(links()).json();
        assertThat(listed).hasSize(1);
        assertThat(listed.get(0).get("id").asText()).isEqualTo(id);
        assertThat(listed.get(0).get("lastUsedAt").isNull()).isFalse();
        assertThat(listed.toString()).doesNotContain(key);
        assertStoredHashOnly(id, key);

        assertThat(owner.delete(links() + "/" + id).status()).isEqualTo(204);
        HttpResponse<String> revoked = anonymous.exchange("s/" + key, "text/html");
        assertThat(revoked.statusCode()).isEqualTo(404);
        assertThat(revoked.body()).isEqualTo(unknownAnswer());
        assertThat(owner.get(links()).json()).isEmpty();
        assertThat(owner.delete(links() + "/" + id).json().get("code").asText()).isEqualTo("SHARE_LINK_NOT_FOUND");
        assertThat(audited()).contains("SHARE_LINK_CREATE", "SHARE_LINK_REVOKE");
    }

    @Test
    void anExpiredLinkAnswersAsAnUnknownOne() throws Exception {
        String key = keyOf(owner.post(links(), "{}"));
        assertThat(anonymous.exchange("s/" + key, "text/html").statusCode()).isEqualTo(200);
        try (Connection db = TestEnvironment.open();
                PreparedStatement expire = db.prepareStatement("UPDATE share_link SET created_at = now() - interval"
                        + " '2 days', expires_at = now() - interval '1 second' WHERE key_hash = ?")) {
            expire.setString(1, sha256(key));
            assertThat(expire.executeUpdate()).isEqualTo(1);
        }

        HttpResponse<String> expired = anonymous.exchange("s/" + key, "text/html");

        assertThat(expired.statusCode()).isEqualTo(404);
        assertThat(expired.headers().firstValue("Content-Type").orElse("")).startsWith("application/problem+json");
        assertThat(expired.body()).isEqualTo(unknownAnswer());
        assertThat(anonymous.exchange("s/not-a-key", "text/html").body()).isEqualTo(unknownAnswer());
        assertThat(owner.get(links()).json().get(0).get("expired").asBoolean()).isTrue();
    }

    @Test
    void theKeyIsNoBearerTokenForAnyApiCall() {
        String key = keyOf(owner.post(links(), "{}"));
        Http holder = anonymous.withToken(key);
        for (String path : List.of(
                "api/workspaces",
                artifacts(),
                artifacts() + "/" + artifact,
                artifacts() + "/" + artifact + "/versions/1",
                artifacts() + "/" + artifact + "/versions/1/render",
                links(),
                "api/workspaces/" + workspace + "/memories")) {
            assertThat(holder.exchange(path, "*/*").statusCode()).as(path).isEqualTo(401);
        }
    }

    @Test
    void aViewerNeitherCreatesNorSeesLinks() {
        Http.Reply refused = viewer.post(links(), "{}");

        assertThat(refused.status()).isEqualTo(403);
        assertThat(viewer.get(links()).status()).isEqualTo(403);
        assertThat(owner.get(links()).json()).isEmpty();
    }

    @Test
    void badInputIsRefusedAtItsFieldAndStoresNothing() {
        assertRefusedAt("{\"expiresInDays\": 1000}", "/expiresInDays");
        assertRefusedAt("{\"version\": 9}", "/version");
        assertRefusedAt("{\"fixedFilters\": {\"Nope\": [\"x\"]}}", "/fixedFilters/Nope");
        assertRefusedAt("{\"embedOrigins\": [\"https://*.example.com\"]}", "/embedOrigins/0");
        assertThat(owner.get(links()).json()).isEmpty();
    }

    @Test
    void aLinkKeepsItsFiltersVersionAndTheSitesThatMayFrameIt() throws Exception {
        Http.Reply created = owner.post(
                links(),
                "{\"version\": 1, \"fixedFilters\": {\"Region\": [\"West\", \"East\"]},"
                        + " \"embedOrigins\": [\"https://Intranet.Example.com/\"]}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);

        JsonNode link = owner.get(links()).json().get(0);
        assertThat(link.get("versionPolicy").asText()).isEqualTo("PINNED");
        assertThat(link.get("version").asInt()).isEqualTo(1);
        assertThat(link.at("/fixedFilters/Region").toString()).isEqualTo("[\"West\",\"East\"]");
        assertThat(link.at("/embedOrigins/0").asText()).isEqualTo("https://intranet.example.com");
        HttpResponse<String> page = anonymous.exchange("s/" + keyOf(created), "text/html");
        assertThat(page.headers().firstValue(POLICY).orElse(""))
                .endsWith("; frame-ancestors https://intranet.example.com");

        // the page shows the figures of the version filtered to those regions, as a member's filtered view does
        Document dashboard =
                Jsoup.parse(Jsoup.parse(page.body()).selectFirst("iframe").attr("srcdoc"));
        JsonNode shown = new ObjectMapper()
                .readTree(dashboard.getElementById("mnemos-data").data());
        JsonNode filtered = owner.get(artifacts() + "/" + artifact + "/versions/1/datasets?f.Region=West&f.Region=East")
                .json()
                .get("datasets");
        JsonNode whole = owner.get(artifacts() + "/" + artifact + "/versions/1/datasets")
                .json()
                .get("datasets");
        assertThat(shown.get("kpis")).isEqualTo(filtered.get("kpis")).isNotEqualTo(whole.get("kpis"));
    }

    @Test
    void onlyAViewerFilterOfTheVersionCanBeFixed() {
        assertRefusedAt("{\"fixedFilters\": {\"Customer ID\": [\"CG-12520\"]}}", "/fixedFilters/Customer ID");
    }

    /** Payara's listener keeps other sites from framing any other page; only the shared page lets other sites frame it. */
    @Test
    void everyOtherAnswerRefusesOtherSitesFrames() {
        for (String path : List.of("", "dashboards", "api/nodes", "widgets/api.js", "api/workspaces")) {
            HttpResponse<String> answer = anonymous.exchange(path, "*/*");
            assertThat(answer.headers().firstValue("X-Frame-Options")).as(path).contains("SAMEORIGIN");
            // the application's page refuses every frame outright (frame-ancestors 'none'); nothing else names any
            assertThat(answer.headers().allValues(POLICY))
                    .as(path)
                    .allMatch(p -> !p.contains("frame-ancestors") || p.endsWith("frame-ancestors 'none'"));
        }
    }

    private void assertRefusedAt(String body, String pointer) {
        Http.Reply refused = owner.post(links(), body);
        assertThat(refused.status()).as(body).isEqualTo(422);
        assertThat(refused.isProblem()).isTrue();
        assertThat(refused.json().get("errors").findValuesAsText("pointer"))
                .as(body)
                .contains(pointer);
    }

    /** The stored row holds the key's SHA-256 and the key nowhere. */
    private static void assertStoredHashOnly(String id, String key) throws Exception {
        try (Connection db = TestEnvironment.open();
                PreparedStatement row =
                        db.prepareStatement("SELECT to_jsonb(l)::text FROM share_link l WHERE id = ?")) {
            row.setString(1, id);
            try (ResultSet found = row.executeQuery()) {
                assertThat(found.next()).isTrue();
                assertThat(found.getString(1)).contains(sha256(key)).doesNotContain(key);
            }
        }
    }

    private String unknownAnswer() {
        HttpResponse<String> unknown = anonymous.exchange("s/" + "A".repeat(43), "text/html");
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(unknown.body()).contains("SHARE_LINK_NOT_FOUND");
        return unknown.body();
    }

    private List<String> audited() {
        return owner.get("api/workspaces/" + workspace + "/audit")
                .json()
                .get("items")
                .findValuesAsText("action");
    }

    private static String keyOf(Http.Reply created) {
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String url = created.json().get("url").asText();
        return url.substring(url.lastIndexOf("/s/") + 3);
    }

    private static String sha256(String text) throws Exception {
        return HexFormat.of()
                .formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    }

    private String artifacts() {
        return "api/workspaces/" + workspace + "/artifacts";
    }

    private String links() {
        return artifacts() + "/" + artifact + "/share-links";
    }
}
