package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;
import static org.mnemos.it.support.Workspaces.execute;
import static org.mnemos.it.support.Workspaces.input;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.File;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.TestEnvironment;
import org.mnemos.it.support.Tokens;
import org.mnemos.it.support.Workspaces;

/** What the memory timeline needs of the REST API: decay scores, manual consolidation, the live feed. */
@ExtendWith(ArquillianExtension.class)
class MemoryTimelineApiIT {

    private static final String OLD = Instant.now().minus(Duration.ofDays(60)).toString();

    @ArquillianResource
    URL base;

    private String tenant;
    private String token;
    private Http owner;
    private String ws;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @BeforeEach
    void workspace() {
        tenant = "t-" + UUID.randomUUID();
        token = Tokens.mint("olga", tenant);
        owner = new Http(Http.root(base)).withToken(token);
        ws = Workspaces.create(owner, "timeline");
    }

    private String remember(ObjectNode in) {
        return Workspaces.remember(owner, ws, null, in);
    }

    private String memories() {
        return "api/workspaces/" + ws + "/memories";
    }

    private JsonNode listed(String id) {
        for (JsonNode item : owner.get(memories() + "?size=200").json().get("items")) {
            if (item.get("id").asText().equals(id)) {
                return item;
            }
        }
        throw new AssertionError(id + " is not listed");
    }

    @Test
    void everyListedEntryCarriesItsDecayScoreUnderTheCurrentPolicy() {
        String fresh = remember(input().put("content", "The Lyon team meets on Thursdays"));
        String fading = remember(
                input().put("content", "A parcel to Porto was late once").put("observedAt", OLD));
        String pinned = remember(
                input().put("content", "The Bremen depot has two loading bays").put("observedAt", OLD));
        owner.post(memories() + "/" + pinned + "/pin", "{}");

        JsonNode freshView = listed(fresh);
        assertThat(freshView.get("decayScore").asDouble()).isBetween(0.45, 1.0);
        assertThat(freshView.get("indicator").asText()).isEqualTo("RETAINED");
        assertThat(freshView.get("pinned").asBoolean()).isFalse();
        // No task vector yet: S = (0.4·exp(−0.05·60) + 0.2·1/5) / 0.6 ≈ 0.1
        JsonNode fadingView = listed(fading);
        assertThat(fadingView.get("decayScore").asDouble()).isCloseTo(0.0999, offset(0.002));
        assertThat(fadingView.get("indicator").asText()).isEqualTo("FORGET");
        assertThat(listed(pinned).get("indicator").asText()).isEqualTo("RETAINED");
        assertThat(listed(pinned).get("pinned").asBoolean()).isTrue();
        assertThat(owner.get(memories() + "/" + fading).json().get("indicator").asText())
                .isEqualTo("FORGET");

        Http admin = new Http(Http.root(base)).withToken(Tokens.mint("ada", tenant, "admin"));
        assertThat(admin.put("api/admin/retention-policies/" + ws, "{\"theta\": 0.05}")
                        .status())
                .isEqualTo(200);
        assertThat(listed(fading).get("indicator").asText())
                .as("theta 0.05 leaves 0.1 fading")
                .isEqualTo("FADING");
    }

    @Test
    void consolidatingPickedEntriesWritesOneSemanticEntryAndErasesTheSources() throws Exception {
        String first = remember(input().put("content", "The Antwerp depot closes at 17:00"));
        String second = remember(input().put("content", "The Antwerp depot needs a booking for trucks"));
        String other = remember(input().put("content", "The Lyon team meets on Thursdays"));

        Http.Reply created =
                owner.post(memories() + "/consolidations", "{\"ids\": [\"" + first + "\", \"" + second + "\"]}");

        assertThat(created.status()).as(created.body()).isEqualTo(201);
        JsonNode semantic = created.json();
        assertThat(semantic.get("kind").asText()).isEqualTo("SEMANTIC");
        assertThat(semantic.at("/provenance/sourceType").asText()).isEqualTo("CONSOLIDATION");
        assertThat(semantic.get("author").asText()).isEqualTo("olga");
        assertThat(semantic.get("content").asText()).contains("Antwerp depot");
        assertThat(semantic.has("decayScore")).isTrue();
        assertThat(owner.get(memories() + "/" + first).status()).isEqualTo(404);
        assertThat(owner.get(memories() + "/" + second).status()).isEqualTo(404);
        assertThat(owner.get(memories() + "/" + other).status()).isEqualTo(200);
        assertThat(sourcesOf(semantic.get("id").asText())).containsExactlyInAnyOrder(first, second);
        JsonNode audit =
                owner.get("api/workspaces/" + ws + "/audit?size=200").json().get("items");
        assertThat(audit.findParents("action").stream()
                        .filter(a -> a.get("action").asText().equals("CONSOLIDATE"))
                        .map(a -> a.get("entryId").asText()))
                .containsExactlyInAnyOrder(first, second);
        assertThat(audit.toString()).doesNotContain("needs a booking");
    }

    @Test
    void badConsolidationRequestsAre422NamingIdsAndViewersMayNotConsolidate() {
        String one = remember(input().put("content", "The Lyon team meets on Thursdays"));
        String durable = remember(input().put("content", "The Lyon office is on Rue Garibaldi")
                .put("kind", "DURABLE")
                .put("category", "FACT"));
        String foreign = execute(
                        owner,
                        "remember",
                        Workspaces.create(owner, "elsewhere"),
                        null,
                        input().put("content", "Elsewhere things happen"))
                .json()
                .at("/output/id")
                .asText();

        // A wrong element is named by its index (strict JSON binding); every other refusal names the list.
        Map<String, String> pointers = Map.of(
                "{}",
                "/ids",
                "{\"ids\": \"" + one + "\"}",
                "/ids",
                "{\"ids\": [\"" + one + "\"]}",
                "/ids",
                "{\"ids\": [\"" + one + "\", \"" + one + "\"]}",
                "/ids",
                "{\"ids\": [\"" + one + "\", 7]}",
                "/ids/1",
                "{\"ids\": [\"" + one + "\", \"no-such-entry\"]}",
                "/ids",
                "{\"ids\": [\"" + one + "\", \"" + foreign + "\"]}",
                "/ids",
                "{\"ids\": [\"" + one + "\", \"" + durable + "\"]}",
                "/ids");
        pointers.forEach((body, pointer) -> {
            Http.Reply reply = owner.post(memories() + "/consolidations", body);
            assertThat(reply.status()).as(body + " → " + reply.body()).isEqualTo(422);
            assertThat(reply.isProblem()).isTrue();
            assertThat(reply.json().get("errors").findValuesAsText("pointer"))
                    .as(body)
                    .containsExactly(pointer);
        });
        assertThat(owner.get(memories() + "/" + one).status())
                .as("nothing consolidated")
                .isEqualTo(200);

        Workspaces.addMember(owner, ws, "victor", "VIEWER");
        String second = remember(input().put("content", "The Lyon team books room 4"));
        Http viewer = new Http(Http.root(base)).withToken(Tokens.mint("victor", tenant));
        assertThat(viewer.post(memories() + "/consolidations", "{\"ids\": [\"" + one + "\", \"" + second + "\"]}")
                        .status())
                .isEqualTo(403);
    }

    @Test
    void theLiveFeedAnnouncesUpsertsAndErasuresOfItsWorkspaceOnly() throws Exception {
        HttpClient client = Http.client();
        HttpRequest request = HttpRequest.newBuilder(Http.root(base).resolve(memories() + "/events"))
                .header("Accept", "text/event-stream")
                .header("Authorization", "Bearer " + token)
                .build();
        assertThat(client.send(
                                HttpRequest.newBuilder(Http.root(base).resolve(memories() + "/events"))
                                        .header("Accept", "text/event-stream")
                                        .build(),
                                HttpResponse.BodyHandlers.ofString())
                        .statusCode())
                .isEqualTo(401);
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        CompletableFuture<HttpResponse<Stream<String>>> stream =
                client.sendAsync(request, HttpResponse.BodyHandlers.ofLines());
        HttpResponse<Stream<String>> response = stream.get(30, TimeUnit.SECONDS);
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type").orElse("")).startsWith("text/event-stream");
        Thread reader = new Thread(() -> response.body().forEach(lines::add));
        reader.setDaemon(true);
        reader.start();
        List<String> seen = new ArrayList<>();
        try {
            awaitLine(lines, "event: ready", seen);
            String neighbour = Workspaces.create(owner, "quiet-neighbour");
            String elsewhere = execute(
                            owner, "remember", neighbour, null, input().put("content", "Bonn has a new canteen"))
                    .json()
                    .at("/output/id")
                    .asText();
            String id = remember(input().put("content", "The Lyon team meets on Thursdays"));
            assertThat(awaitLine(lines, id, seen)).contains("\"upserted\"");
            assertThat(seen).noneMatch(line -> line.contains(elsewhere));

            owner.delete(memories() + "/" + id);
            String erased = awaitLine(lines, "\"erased\":[\"", seen);
            assertThat(erased).contains(id).doesNotContain("Lyon");
        } finally {
            reader.interrupt();
            response.body().close();
        }
    }

    /** Reads lines until one contains the fragment; every line read is added to {@code seen}. */
    private static String awaitLine(BlockingQueue<String> lines, String fragment, List<String> seen)
            throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline) {
            String line = lines.poll(1, TimeUnit.SECONDS);
            if (line != null) {
                seen.add(line);
                if (line.contains(fragment)) {
                    return line;
                }
            }
        }
        throw new AssertionError("no line with " + fragment + " in " + seen);
    }

    private static List<String> sourcesOf(String entryId) throws Exception {
        try (Connection db = TestEnvironment.open();
                PreparedStatement query =
                        db.prepareStatement("SELECT source_entry_id FROM memory_source_link WHERE entry_id = ?")) {
            query.setString(1, entryId);
            List<String> sources = new ArrayList<>();
            try (ResultSet rs = query.executeQuery()) {
                while (rs.next()) {
                    sources.add(rs.getString(1));
                }
            }
            return sources;
        }
    }
}
