package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.File;
import java.net.URL;
import java.net.http.HttpResponse;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.ServerEvidence;
import org.mnemos.it.support.Tokens;
import org.mnemos.it.support.Workspaces;
import org.mnemos.screening.control.SecretFixtures;
import org.mnemos.screening.control.SecretScreen;

/**
 * Every credential format the screen knows ({@link SecretFixtures}, one realistic value each) sent through
 * Remember, alone and in one batch: each refused with {@code SECRET_DETECTED}, and afterwards no value is in any
 * copy the server keeps or gives out — every database table (entries, audit, everything), the index files, the
 * server log, the workspace export and the refusals themselves.
 */
@ExtendWith(ArquillianExtension.class)
class SecretsNowhereIT {

    @ArquillianResource
    URL base;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @Test
    void everyFormatIsRefusedAndItsValueIsInNoCopyAfterwards() throws Exception {
        Http alice = new Http(Http.root(base)).withToken(Tokens.mint("alice", "acme"));
        String workspace = Workspaces.create(alice, "secrets-" + UUID.randomUUID());
        List<SecretFixtures.Fixture> fixtures = SecretFixtures.all();
        StringBuilder answers = new StringBuilder();

        for (SecretFixtures.Fixture fixture : fixtures) {
            Http.Reply refused = Workspaces.execute(
                    alice,
                    "remember",
                    workspace,
                    null,
                    Workspaces.input().put("content", "For the deploy notes: " + fixture.text()));
            assertThat(refused.status())
                    .as(fixture.ruleId() + ": " + refused.body())
                    .isEqualTo(422);
            assertThat(refused.json().get("code").asText()).isEqualTo("SECRET_DETECTED");
            answers.append(refused.body());
        }
        ObjectNode batch = Workspaces.input();
        ArrayNode entries = batch.putArray("entries");
        fixtures.forEach(fixture -> entries.addObject().put("content", fixture.text()));
        Http.Reply batched = Workspaces.execute(alice, "remember", workspace, null, batch);
        assertThat(batched.status()).as(batched.body()).isEqualTo(200);
        assertThat(batched.json().at("/output/results").findValuesAsText("error"))
                .hasSize(fixtures.size())
                .containsOnly("SECRET_DETECTED");
        answers.append(batched.body());

        Map<String, String> copies = Map.of(
                "the answers", answers.toString(),
                "the database", ServerEvidence.databaseDump(),
                "the index files", ServerEvidence.indexFiles(),
                "the server log", ServerEvidence.serverLog(),
                "the export", export(alice, workspace));
        Set<String> values = new HashSet<>();
        fixtures.forEach(fixture -> values.addAll(valuesOf(fixture.text())));
        assertThat(values).as("values to look for").hasSizeGreaterThan(fixtures.size() / 2);
        copies.forEach((copy, text) -> assertThat(values.stream().filter(text::contains))
                .as("credential values in " + copy)
                .isEmpty());
    }

    /**
     * Issue 29, Medium 7: a password said in a sentence, and secrets in the fields beside the content (the
     * conversation, the workflow run), were stored. Each is refused now, and nothing of any of them is stored.
     */
    @Test
    void aDisclosureInASentenceAndSecretsBesideTheContentAreRefused() throws Exception {
        Http alice = new Http(Http.root(base)).withToken(Tokens.mint("alice", "acme"));
        String workspace = Workspaces.create(alice, "secrets-beside-" + UUID.randomUUID());
        String password = "Tr0ub4dor" + "&3xq";
        String token = "ghp_" + "Zq8wX2cV4bN6mL1kJ3hG5fD7sA9pO0iU2yT4";

        Http.Reply disclosed = Workspaces.execute(
                alice,
                "remember",
                workspace,
                null,
                Workspaces.input().put("content", "The admin password is " + password));
        Http.Reply inConversation = Workspaces.execute(
                alice,
                "remember",
                workspace,
                null,
                Workspaces.input().put("content", "Reports use euros").put("conversation", "chat " + token));
        Http.Reply inRun = Workspaces.execute(
                alice, "remember", workspace, "run-" + token, Workspaces.input().put("content", "Reports use euros"));

        for (Http.Reply refused : List.of(disclosed, inConversation, inRun)) {
            assertThat(refused.status()).as(refused.body()).isEqualTo(422);
            assertThat(refused.json().get("code").asText()).isEqualTo("SECRET_DETECTED");
        }
        assertThat(inConversation.json().at("/errors/0/pointer").asText()).isEqualTo("/input/conversation");
        assertThat(inRun.json().at("/errors/0/pointer").asText()).isEqualTo("/runId");
        HttpResponse<String> listed = alice.exchange("api/workspaces/" + workspace + "/memories", "application/json");
        assertThat(listed.body()).doesNotContain("Reports use euros").doesNotContain("admin password");
        String dump = ServerEvidence.databaseDump();
        assertThat(dump).doesNotContain(password).doesNotContain(token);
        assertThat(ServerEvidence.serverLog()).doesNotContain(password).doesNotContain(token);
    }

    /**
     * The random-looking words of the fixture that the screen masks (at least 10 characters, letters and
     * digits): the credential itself, not the words around it nor plain numbers, which may well appear elsewhere.
     */
    private static Set<String> valuesOf(String text) {
        Set<String> kept = Arrays.stream(new SecretScreen().redact(text).split("[\\s\"'=:,;<>()\\[\\]]+"))
                .collect(Collectors.toSet());
        return Arrays.stream(text.split("[\\s\"'=:,;<>()\\[\\]]+"))
                .filter(word -> word.length() >= 10
                        && word.matches(".*\\d.*")
                        && word.matches(".*[A-Za-z].*")
                        && !kept.contains(word))
                .collect(Collectors.toSet());
    }

    private static String export(Http owner, String workspace) {
        HttpResponse<String> reply =
                owner.exchange("api/workspaces/" + workspace + "/export?tombstones=true", "application/x-ndjson");
        assertThat(reply.statusCode()).as(reply.body()).isEqualTo(200);
        JsonNode header = Workspaces.parse(reply.body().lines().findFirst().orElseThrow());
        assertThat(header.isObject()).isTrue();
        return reply.body();
    }
}
