package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mnemos.it.support.Browser;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.LaunchedMnemos;
import org.mnemos.it.support.ListeningSockets;
import org.mnemos.it.support.Workspaces;
import org.openqa.selenium.By;
import org.openqa.selenium.SearchContext;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The one-command run: {@code java -jar deploy/target/mnemos.jar} with the embedded PostgreSQL, and
 * the same jar copied alone elsewhere, as a newcomer would run it on another machine.
 */
class LauncherIT {

    @TempDir
    Path temp;

    @Test
    void startsServesThePaletteStopsCleanlyAndKeepsDataAcrossRestarts() throws Exception {
        Path dataDir = temp.resolve("data");
        int port = LaunchedMnemos.freePort();
        String workspace;
        String remembered;
        Path bundle;
        FileTime unpacked;

        try (LaunchedMnemos mnemos =
                LaunchedMnemos.start(dataDir, port, Map.of()).awaitReady()) {
            bundle = mnemos.bundle();
            unpacked = Files.getLastModifiedTime(bundle.resolve("mnemos.war"));
            assertThat(mnemos.output()).contains("Mnemos is ready at http://localhost:" + port + "/");
            assertThat(new Http(mnemos.url())
                            .get("health/ready")
                            .json()
                            .get("status")
                            .asText())
                    .isEqualTo("UP");
            assertThat(paletteCardNames(mnemos))
                    .containsExactly("Remember", "Recall", "Forget", "Refresh Data", "Generate Artifact");
            assertThat(rememberAndRecallInTheBrowser(mnemos)).contains("The Ghent office opens at 8am");
            Http alice = mnemos.asDevAdmin();
            workspace = Workspaces.create(alice, "kept");
            remembered = Workspaces.execute(
                            alice,
                            "remember",
                            workspace,
                            null,
                            Workspaces.input().put("content", "The warehouse in Ghent ships on Tuesdays"))
                    .json()
                    .at("/output/id")
                    .asText();

            assertThat(mnemos.stop()).isZero();
            assertThat(mnemos.postgresProcesses()).isEmpty();
        }

        try (LaunchedMnemos again =
                LaunchedMnemos.start(dataDir, port, Map.of()).awaitReady()) {
            assertThat(again.bundle())
                    .as("the application is unpacked once, not at every start")
                    .isEqualTo(bundle);
            assertThat(Files.getLastModifiedTime(bundle.resolve("mnemos.war"))).isEqualTo(unpacked);
            Http alice = again.asDevAdmin();
            assertThat(alice.get("api/workspaces").json().findValuesAsText("id"))
                    .contains(workspace);
            assertThat(Workspaces.execute(
                                    alice,
                                    "recall",
                                    workspace,
                                    null,
                                    Workspaces.input().put("query", "When does the Ghent warehouse ship?"))
                            .json()
                            .at("/output/results/0/id")
                            .asText())
                    .isEqualTo(remembered);
            try (Connection db = again.database();
                    Statement statement = db.createStatement();
                    ResultSet rs =
                            statement.executeQuery("SELECT count(*) FROM flyway_schema_history WHERE version = '1'")) {
                rs.next();
                assertThat(rs.getInt(1)).as("migration 1 applied once").isEqualTo(1);
            }
        }
    }

    /**
     * The newer JDK as operations.md tells to start it: with the vector module, Lucene's Panama vector code builds
     * and searches the graph. The data directory then serves JDK 17 again, as a user going back finds it.
     */
    @Test
    void runsOnJdk25WithLucenesVectorCodeAndItsDataServesJdk17Again() throws Exception {
        Path jdk = Path.of(System.getProperty("mnemos.newer.jdk"));
        assumeTrue(Files.isExecutable(jdk.resolve("bin").resolve("java")), "no JDK at " + jdk);
        Path dataDir = temp.resolve("data");
        int port = LaunchedMnemos.freePort();
        String workspace;
        Map<String, String> vectorCode = Map.of(
                "JDK_JAVA_OPTIONS",
                "--add-modules jdk.incubator.vector -Dorg.apache.lucene.vectorization.upperJavaFeatureVersion=25");

        try (LaunchedMnemos mnemos =
                LaunchedMnemos.startOn(jdk, dataDir, port, vectorCode).awaitReady()) {
            Http alice = mnemos.asDevAdmin();
            workspace = Workspaces.create(alice, "newer jdk");
            ObjectNode batch = Workspaces.input();
            ArrayNode entries = batch.putArray("entries");
            for (String city : List.of("Ghent", "Lyon", "Porto", "Turin", "Leeds", "Graz", "Split", "Cork")) {
                entries.addObject().put("content", "The warehouse in " + city + " ships on Tuesdays");
                entries.addObject().put("content", "The office in " + city + " opens at 8am");
            }
            assertThat(Workspaces.execute(alice, "remember", workspace, null, batch)
                            .json()
                            .at("/output/results")
                            .findValuesAsText("status"))
                    .hasSize(16)
                    .containsOnly("STORED");
            assertThat(firstRecalled(alice, workspace, "When does the Porto warehouse ship?"))
                    .isEqualTo("The warehouse in Porto ships on Tuesdays");
            assertThat(mnemos.serverLog()).contains("Java vector incubator API enabled");
            assertThat(mnemos.stop()).isZero();
        }

        try (LaunchedMnemos again =
                LaunchedMnemos.start(dataDir, port, Map.of()).awaitReady()) {
            assertThat(firstRecalled(again.asDevAdmin(), workspace, "When does the Cork office open?"))
                    .isEqualTo("The office in Cork opens at 8am");
        }
    }

    private static String firstRecalled(Http http, String workspace, String query) {
        return Workspaces.execute(
                        http, "recall", workspace, null, Workspaces.input().put("query", query))
                .json()
                .at("/output/results/0/content")
                .asText();
    }

    /** Signs in with the local issuer, creates a workspace, runs Remember then Recall from their forms. */
    private static String rememberAndRecallInTheBrowser(LaunchedMnemos mnemos) {
        WebDriver browser = Browser.open();
        try {
            WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));
            browser.get(mnemos.url().resolve("developers").toString());
            SearchContext palette =
                    browser.findElement(By.tagName("mnemos-node-palette")).getShadowRoot();
            SearchContext runner =
                    browser.findElement(By.tagName("mnemos-node-runner")).getShadowRoot();
            SearchContext session =
                    browser.findElement(By.tagName("mnemos-session")).getShadowRoot();
            session.findElement(By.cssSelector(".dev-sign-in")).click();
            wait.until(b -> session.findElement(By.cssSelector(".workspace")).isDisplayed());
            session.findElement(By.cssSelector("[name=new-workspace]")).sendKeys("browser");
            session.findElement(By.cssSelector(".create-workspace")).click();
            wait.until(b -> session.findElement(By.cssSelector("[name=workspace]"))
                    .getText()
                    .contains("browser"));

            runNode(wait, palette, runner, "mnemos.remember", "content", "The Ghent office opens at 8am");
            wait.until(
                    b -> runner.findElement(By.cssSelector(".output")).getText().contains("\"STORED\""));
            runNode(wait, palette, runner, "mnemos.recall", "query", "When does the Ghent office open?");
            wait.until(
                    b -> runner.findElement(By.cssSelector(".output")).getText().contains("\"abstained\": false"));
            return runner.findElement(By.cssSelector(".output")).getText();
        } finally {
            browser.quit();
        }
    }

    private static void runNode(
            WebDriverWait wait, SearchContext palette, SearchContext runner, String nodeId, String field, String text) {
        palette.findElement(By.cssSelector("[data-node-id='" + nodeId + "']")).click();
        wait.until(b ->
                !runner.findElements(By.cssSelector("[name=" + field + "]")).isEmpty());
        runner.findElement(By.cssSelector("[name=" + field + "]")).sendKeys(text);
        runner.findElement(By.cssSelector(".run")).click();
    }

    @Test
    void aLoneCopyOfTheJarStartsWithAHandfulOfConsoleLinesAndLogsTheRestInItsDataDirectory() throws Exception {
        Path elsewhere = Files.createDirectories(temp.resolve("elsewhere"));
        int port = LaunchedMnemos.freePort();

        try (LaunchedMnemos mnemos = LaunchedMnemos.startAlone(elsewhere, port).awaitReady()) {
            assertThat(new Http(mnemos.url()).get("api/nodes").json().findValuesAsText("id"))
                    .contains("mnemos.recall");
            Path dataDir = elsewhere.resolve("mnemos-data");
            assertThat(mnemos.output().lines())
                    .containsExactly(
                            "Mnemos " + System.getProperty("mnemos.version"),
                            "Database: embedded PostgreSQL, data in " + dataDir.resolve("pgdata"),
                            "Log: " + mnemos.logFile(),
                            "Mnemos is ready at http://localhost:" + port + "/  (Ctrl-C stops it)");
            assertThat(mnemos.serverLog())
                    .as("Payara's, initdb's and PostgreSQL's output")
                    .contains("Payara Micro", "ready in", "fixing permissions", "database system is ready");

            assertThat(mnemos.stop()).isZero();
            assertThat(mnemos.postgresProcesses()).isEmpty();
            assertThat(mnemos.output().lines())
                    .hasSizeLessThanOrEqualTo(10)
                    .noneMatch(line -> line.contains("Hazelcast")
                            || line.contains("initdb")
                            || line.contains("fixing permissions")
                            || line.contains("WARNING")
                            || line.contains("SEVERE"));
            try (Stream<Path> files = Files.list(elsewhere)) {
                assertThat(files.map(file -> file.getFileName().toString()))
                        .containsExactlyInAnyOrder("mnemos.jar", "mnemos-data");
            }
        }
    }

    /** Issue 29: out of the box only this machine reaches the server, and Payara opens no cluster port (6900). */
    @Test
    void byDefaultItListensOnLoopbackOnlyAndOpensNoOtherPort() throws Exception {
        int port = LaunchedMnemos.freePort();
        InetAddress other = otherAddressOfThisMachine();

        try (LaunchedMnemos mnemos =
                LaunchedMnemos.start(temp.resolve("data"), port, Map.of()).awaitReady()) {
            assertThat(ListeningSockets.of(mnemos.pid()))
                    .containsExactly(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), port));
            assertThatThrownBy(() -> new Socket(other, port).close())
                    .as("a connection to " + other.getHostAddress())
                    .isInstanceOf(ConnectException.class);
            assertThat(mnemos.asDevAdmin().get("api/workspaces").status()).isEqualTo(200);
            HttpResponse<String> metrics = new Http(mnemos.url()).exchange("metrics", "text/plain");
            assertThat(metrics.statusCode()).as("/metrics, public on loopback").isEqualTo(200);
            assertThat(metrics.body()).contains("mnemos_index_lag");
        }
    }

    /**
     * The local issuer makes whoever asks an administrator of every tenant: it does not start beside a bind that
     * other machines reach unless forced, and then says so and still answers only callers on this machine.
     */
    @Test
    void theLocalIssuerRefusesAnOpenBindUnlessForcedAndThenAnswersOnlyThisMachine() throws Exception {
        Path dataDir = temp.resolve("data");
        int port = LaunchedMnemos.freePort();
        URI elsewhere = URI.create("http://" + otherAddressOfThisMachine().getHostAddress() + ":" + port + "/");
        String request = "{\"sub\":\"mallory\",\"tenant\":\"acme\",\"groups\":[\"admin\"]}";

        LaunchedMnemos refused = LaunchedMnemos.start(dataDir, port, Map.of("MNEMOS_BIND", "0.0.0.0"));
        assertThat(refused.awaitExit(Duration.ofSeconds(60))).isNotZero();
        assertThat(refused.output().lines())
                .singleElement()
                .asString()
                .startsWith("Mnemos could not start: MNEMOS_BIND=0.0.0.0 lets other machines reach the local token "
                        + "issuer")
                .contains("MNEMOS_DEV_MODE_FORCE=true");

        Map<String, String> forced = Map.of("MNEMOS_BIND", "0.0.0.0", "MNEMOS_DEV_MODE_FORCE", "true");
        try (LaunchedMnemos mnemos = LaunchedMnemos.start(dataDir, port, forced).awaitReady()) {
            String warning = "Warning: the local token issuer is on with MNEMOS_BIND=0.0.0.0";
            assertThat(mnemos.output()).contains(warning);
            assertThat(mnemos.serverLog()).contains("WARNING [org.mnemos.launcher.Launcher] " + warning);
            assertThat(ListeningSockets.of(mnemos.pid()))
                    .singleElement()
                    .satisfies(socket -> assertThat(socket.getPort()).isEqualTo(port));

            assertThat(new Http(elsewhere).get("health/ready").status())
                    .as("the server answers there")
                    .isEqualTo(200);
            Http.Reply fromElsewhere = new Http(elsewhere).post("api/dev/token", request);
            assertThat(fromElsewhere.status()).isEqualTo(403);
            assertThat(fromElsewhere.json().get("code").asText()).isEqualTo("DEV_ISSUER_LOCAL_ONLY");
            assertThat(fromElsewhere.json().has("token")).isFalse();
            assertThat(new Http(mnemos.url())
                            .withHeader("X-Forwarded-For", "203.0.113.9")
                            .post("api/dev/token", request)
                            .json()
                            .get("code")
                            .asText())
                    .as("relayed by a proxy on this machine")
                    .isEqualTo("DEV_ISSUER_LOCAL_ONLY");
            assertThat(mnemos.asDevAdmin().get("api/workspaces").status()).isEqualTo(200);
            Http.Reply metrics = new Http(elsewhere).get("metrics");
            assertThat(metrics.status())
                    .as("/metrics on a bind others reach, without MNEMOS_METRICS_TOKEN: off")
                    .isEqualTo(404);
            assertThat(metrics.json().get("code").asText()).isEqualTo("NOT_FOUND");
            assertThat(new Http(mnemos.url()).get("metrics").status())
                    .as("from loopback too")
                    .isEqualTo(404);
        }
    }

    private static InetAddress otherAddressOfThisMachine() throws Exception {
        return ListeningSockets.otherAddressOfThisMachine()
                .orElseThrow(() -> new IllegalStateException("this machine has no address but loopback to test from"));
    }

    @Test
    void versionAndHelpAnswerWithoutStartingAnything() throws Exception {
        Path elsewhere = Files.createDirectories(temp.resolve("elsewhere"));

        LaunchedMnemos version = LaunchedMnemos.startAlone(elsewhere, LaunchedMnemos.freePort(), "--version");
        assertThat(version.awaitExit(Duration.ofSeconds(60))).isZero();
        assertThat(version.output())
                .isEqualTo("Mnemos " + System.getProperty("mnemos.version") + System.lineSeparator());

        LaunchedMnemos help = LaunchedMnemos.startAlone(elsewhere, LaunchedMnemos.freePort(), "--help");
        assertThat(help.awaitExit(Duration.ofSeconds(60))).isZero();
        assertThat(help.output())
                .contains(
                        "Usage: java",
                        "--version",
                        "MNEMOS_PORT",
                        "8080",
                        "MNEMOS_BIND",
                        "127.0.0.1",
                        "MNEMOS_DEV_MODE_FORCE",
                        "MNEMOS_DATA_DIR",
                        "./mnemos-data",
                        "MNEMOS_DB_URL",
                        "MNEMOS_DB_PASSWORD",
                        "logs/");

        assertThat(elsewhere.resolve("mnemos-data"))
                .as("nothing started, nothing unpacked")
                .doesNotExist();
    }

    @Test
    void anUnknownArgumentEndsWithOneLinePointingToHelp() throws Exception {
        Path elsewhere = Files.createDirectories(temp.resolve("elsewhere"));
        LaunchedMnemos mnemos = LaunchedMnemos.startAlone(elsewhere, LaunchedMnemos.freePort(), "--port=9090");

        assertThat(mnemos.awaitExit(Duration.ofSeconds(60))).isNotZero();
        assertThat(mnemos.output().strip())
                .isEqualTo("Mnemos could not start: Unknown argument '--port=9090': settings "
                        + "come from environment variables, see 'java -jar mnemos.jar --help'.");
    }

    @Test
    void aTakenPortEndsTheStartWithOneClearMessage() throws Exception {
        try (ServerSocket taken = new ServerSocket(0)) {
            LaunchedMnemos mnemos = LaunchedMnemos.start(temp.resolve("data"), taken.getLocalPort(), Map.of());

            assertThat(mnemos.awaitExit(Duration.ofSeconds(60))).isNotZero();
            assertThat(mnemos.output().strip())
                    .isEqualTo("Mnemos could not start: Port " + taken.getLocalPort()
                            + " is already in use: stop the other program or set MNEMOS_PORT.");
        }
    }

    @Test
    void anUnwritableDataDirectoryEndsTheStartWithOneClearMessage() throws Exception {
        Path notADirectory = Files.writeString(temp.resolve("file"), "x");
        LaunchedMnemos mnemos =
                LaunchedMnemos.start(notADirectory.resolve("data"), LaunchedMnemos.freePort(), Map.of());

        assertThat(mnemos.awaitExit(Duration.ofSeconds(60))).isNotZero();
        assertThat(mnemos.output())
                .startsWith("Mnemos could not start: The data directory")
                .contains("is not writable");
        assertThat(mnemos.output().lines()).hasSize(1);
    }

    @Test
    void anUnreachableDatabaseEndsTheStartWithOneClearMessage() throws Exception {
        LaunchedMnemos mnemos = LaunchedMnemos.start(
                temp.resolve("data"),
                LaunchedMnemos.freePort(),
                Map.of("MNEMOS_DB_URL", "jdbc:postgresql://localhost:1/mnemos", "MNEMOS_DB_PASSWORD", "s3cr3t-value"));

        assertThat(mnemos.awaitExit(Duration.ofSeconds(60))).isNotZero();
        assertThat(mnemos.output())
                .startsWith(
                        "Mnemos could not start: The database at jdbc:postgresql://localhost:1/mnemos is not usable")
                .doesNotContain("s3cr3t-value");
        assertThat(mnemos.output().lines()).hasSize(1);
    }

    /** Opens the Developers view in Chromium and reads the palette's cards (name, icon, description, badge). */
    private static List<String> paletteCardNames(LaunchedMnemos mnemos) {
        WebDriver browser = Browser.open();
        try {
            browser.get(mnemos.url().resolve("developers").toString());
            SearchContext palette =
                    browser.findElement(By.tagName("mnemos-node-palette")).getShadowRoot();
            new WebDriverWait(browser, Duration.ofSeconds(20))
                    .until(b -> palette.findElements(By.cssSelector(".card")).size() == 5);
            List<WebElement> cards = palette.findElements(By.cssSelector(".card"));
            for (WebElement card : cards) {
                assertThat(card.findElement(By.cssSelector(".icon svg")).isDisplayed())
                        .isTrue();
                assertThat(card.findElement(By.cssSelector("p")).getText()).isNotBlank();
                assertThat(card.findElement(By.cssSelector(".badge")).getText()).isIn("Available", "Coming soon");
            }
            return cards.stream()
                    .map(card -> card.findElement(By.cssSelector("h3")).getText())
                    .toList();
        } finally {
            browser.quit();
        }
    }
}
