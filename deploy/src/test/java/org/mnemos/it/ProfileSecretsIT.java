package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.File;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
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

    private static final List<String> HEX_KEYS = List.of(
            "9f86d081" + "884c7d659a2feaa0c55ad015",
            "3a7bd3e2" + "360a3d29eea436fcfb7e44c7",
            "c3ab8ff1" + "3720e8ad9047dd39466b3c89",
            "5d41402a" + "bc4b2a76b9719d911017c592");

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
        // api_key holds bare 32-hex keys: only the column's name says they are keys (issue 29, Medium 7)
        String csv = "service,owner,config,api_key\n"
                + "github,ops,use " + GITHUB + "," + HEX_KEYS.get(0) + "\n"
                + "aws,ops," + AWS + "," + HEX_KEYS.get(1) + "\n"
                + "mailjet,sales,MAILJET_KEY=" + MAILJET + "," + HEX_KEYS.get(2) + "\n"
                + "wiki,docs,no credential here," + HEX_KEYS.get(3) + "\n";
        assertThat(upload(sources + "/" + id + "/file", csv)).isEqualTo(200);

        Http.Reply profiled = alice.post(sources + "/" + id + "/profile", "{}");

        assertThat(profiled.status()).as(profiled.body()).isEqualTo(200);
        JsonNode profile = profiled.json();
        assertThat(profile.get("columns").findValuesAsText("name"))
                .containsExactly("service", "owner", "config", "api_key");
        assertThat(profile.at("/memory/status").asText()).as(profiled.body()).isEqualTo("STORED");
        assertThat(profiled.body())
                .contains("[REDACTED:github-token]", "[REDACTED:aws-access-key-id]")
                .contains("no credential here");
        String dump = ServerEvidence.databaseDump();
        String index = ServerEvidence.indexFiles();
        String log = ServerEvidence.serverLog();
        List<String> secrets = new ArrayList<>(List.of(GITHUB, AWS, MAILJET));
        secrets.addAll(HEX_KEYS);
        for (String secret : secrets) {
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
