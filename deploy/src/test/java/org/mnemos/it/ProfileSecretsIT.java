package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.File;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.UUID;
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

/**
 * A CSV that holds credentials is profiled: the profile, the DATA_SCHEMA memory, the database, the
 * retrieval index and the server log keep the schema and none of the credentials.
 */
@ExtendWith(ArquillianExtension.class)
class ProfileSecretsIT {

    /** Fake but well-formed, assembled from pieces so the repository does not trip scanners. */
    private static final String GITHUB = "ghp_" + "Zq8wX2cV4bN6mL1kJ3hG5fD7sA9pO0iU2yT4";

    private static final String AWS = "AKIA" + "ZXCVBNMQWERTYUIO";

    private static final String MAILJET = "4be1" + "9d7c2a6f0e8b3d5c1a7f9e2b4d6c";

    @ArquillianResource
    URL base;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @Test
    void aProfileKeepsTheSchemaAndMasksTheCredentialsInTheData() throws Exception {
        Http alice = new Http(Http.root(base)).withToken(Tokens.mint("alice", "acme"));
        String workspace = Workspaces.create(alice, "profile-secrets-" + UUID.randomUUID());
        String sources = "api/workspaces/" + workspace + "/data-sources";
        Http.Reply registered = alice.post(sources, "{\"name\":\"integrations\",\"type\":\"CSV\",\"config\":{}}");
        assertThat(registered.status()).as(registered.body()).isEqualTo(201);
        String id = registered.json().get("id").asText();
        String csv = "service,owner,config\n"
                + "github,ops,use " + GITHUB + "\n"
                + "aws,ops," + AWS + "\n"
                + "mailjet,sales,MAILJET_KEY=" + MAILJET + "\n"
                + "wiki,docs,no credential here\n";
        assertThat(upload(sources + "/" + id + "/file", csv)).isEqualTo(200);

        Http.Reply profiled = alice.post(sources + "/" + id + "/profile", "{}");

        assertThat(profiled.status()).as(profiled.body()).isEqualTo(200);
        JsonNode profile = profiled.json();
        assertThat(profile.get("columns").findValuesAsText("name")).containsExactly("service", "owner", "config");
        assertThat(profile.at("/memory/status").asText()).as(profiled.body()).isEqualTo("STORED");
        assertThat(profiled.body())
                .contains("[REDACTED:github-token]", "[REDACTED:aws-access-key-id]")
                .contains("no credential here");
        String dump = ServerEvidence.databaseDump();
        String index = ServerEvidence.indexFiles();
        String log = ServerEvidence.serverLog();
        for (String secret : List.of(GITHUB, AWS, MAILJET)) {
            assertThat(profiled.body()).doesNotContain(secret);
            assertThat(dump).doesNotContain(secret);
            assertThat(index).doesNotContain(secret);
            assertThat(log).doesNotContain(secret);
        }
    }

    private int upload(String path, String csv) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(
                        URI.create(base.getProtocol() + "://" + base.getHost() + ":" + base.getPort() + "/" + path))
                .header("Authorization", "Bearer " + Tokens.mint("alice", "acme"))
                .header("Content-Type", "text/csv")
                .PUT(HttpRequest.BodyPublishers.ofString(csv))
                .build();
        return Http.client().send(request, HttpResponse.BodyHandlers.ofString()).statusCode();
    }
}
