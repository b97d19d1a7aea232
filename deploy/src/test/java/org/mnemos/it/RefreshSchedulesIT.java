package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.File;
import java.net.URL;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mnemos.it.support.ArtifactWorkspace;
import org.mnemos.it.support.Browser;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.Tokens;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.SearchContext;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Refresh schedules over HTTP and PostgreSQL, and the schedule editor in Chromium: managing an artifact's
 * schedules, who may do what, validation that names the field and stores nothing, the webhook's secret only
 * ever as a name. The scheduler is off on this shared server; ScheduledFiresIT runs fires on the launched
 * product.
 */
@ExtendWith(ArquillianExtension.class)
class RefreshSchedulesIT {

    private static final Path DATA = Path.of(System.getProperty("mnemos.sample.data"));
    /** The credential the test server defines (deploy/pom.xml: MNEMOS_CREDENTIALS_DEMO_*). */
    private static final String SECRET_NAME = "demo";

    private static final String SECRET_VALUE = "demo-token-9f8e7d6c5b4a";

    @ArquillianResource
    URL base;

    private ArtifactWorkspace ground;
    private String artifact;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @BeforeEach
    void anArtifact() throws Exception {
        ground = ArtifactWorkspace.onSuperstore(base, DATA);
        Http.Reply created = ground.alice()
                .post(
                        "api/workspaces/" + ground.workspace() + "/artifacts",
                        "{\"name\":\"Weekly supply chain\",\"dataSourceId\":\"" + ground.dataSource() + "\"}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        artifact = created.json().at("/artifact/id").asText();
    }

    private String schedules() {
        return "api/workspaces/" + ground.workspace() + "/artifacts/" + artifact + "/schedules";
    }

    private static String weekly(String webhook) {
        return "{\"cron\":\"0 7 * * 1\",\"zone\":\"Europe/Berlin\",\"publish\":true" + webhook + "}";
    }

    @Test
    void aStewardSchedulesAWeeklyRefreshPausesResumesAndRemovesItWhileAViewerOnlyReadsIt() {
        String hook = ",\"webhookUrl\":\"http://127.0.0.1:9/hooks/ops\",\"webhookSecretRef\":\"" + SECRET_NAME + "\"";
        Http.Reply created = ground.bob().post(schedules(), weekly(hook));

        assertThat(created.status()).as(created.body()).isEqualTo(201);
        assertThat(created.body()).doesNotContain(SECRET_VALUE);
        JsonNode schedule = created.json();
        String id = schedule.get("id").asText();
        assertThat(schedule.get("description").asText()).isEqualTo("At 07:00 at Monday day");
        assertThat(schedule.get("nextFire").asText()).matches("\\d{4}-\\d\\d-\\d\\dT07:00:00\\+0[12]:00");
        assertThat(schedule.get("enabled").asBoolean()).isTrue();
        assertThat(schedule.get("publish").asBoolean()).isTrue();
        assertThat(schedule.get("webhookSecretRef").asText()).isEqualTo(SECRET_NAME);
        assertThat(schedule.get("createdBy").asText()).isEqualTo("bob");

        JsonNode seen = ground.vic().get(schedules()).json();
        assertThat(seen).hasSize(1);
        assertThat(seen.get(0).get("cron").asText()).isEqualTo("0 7 * * 1");
        assertThat(seen.get(0).get("webhookUrl").isNull()).isTrue();
        assertThat(ground.vic().post(schedules(), weekly("")).status()).isEqualTo(403);
        assertThat(ground.vic()
                        .put(schedules() + "/" + id, "{\"enabled\":false}")
                        .status())
                .isEqualTo(403);

        JsonNode paused = patch(ground.alice(), schedules() + "/" + id, "{\"enabled\":false}");
        assertThat(paused.get("enabled").asBoolean()).isFalse();
        assertThat(paused.get("pausedReason").asText()).contains("alice");
        assertThat(paused.get("nextFire").isNull()).isTrue();
        JsonNode resumed = patch(ground.alice(), schedules() + "/" + id, "{\"enabled\":true}");
        assertThat(resumed.get("enabled").asBoolean()).isTrue();
        assertThat(resumed.get("pausedReason").isNull()).isTrue();

        Http.Reply replaced =
                ground.alice().put(schedules() + "/" + id, "{\"cron\":\"30 6 * * 1-5\",\"zone\":\"America/New_York\"}");
        assertThat(replaced.status()).as(replaced.body()).isEqualTo(200);
        assertThat(replaced.json().get("webhookUrl").isNull()).isTrue();
        assertThat(replaced.json().get("publish").asBoolean()).isFalse();
        assertThat(ground.alice().get(schedules() + "/" + id).json().get("zone").asText())
                .isEqualTo("America/New_York");

        assertThat(ground.bob().delete(schedules() + "/" + id).status()).isEqualTo(204);
        Http.Reply gone = ground.alice().get(schedules() + "/" + id);
        assertThat(gone.status()).isEqualTo(404);
        assertThat(gone.json().get("code").asText()).isEqualTo("SCHEDULE_NOT_FOUND");
    }

    @Test
    void badInputNamesTheFieldAndStoresNothing() {
        assertFault(
                ground.bob().post(schedules(), "{\"cron\":\"0 7 * *\",\"zone\":\"Europe/Berlin\"}"),
                "INVALID_INPUT",
                "/cron");
        assertFault(
                ground.bob().post(schedules(), "{\"cron\":\"0 7 * * 1\",\"zone\":\"Mars/Olympus\"}"),
                "INVALID_INPUT",
                "/zone");
        assertFault(
                ground.bob()
                        .post(
                                schedules(),
                                weekly(",\"webhookUrl\":\"http://169.254.169.254/latest\"," + "\"webhookSecretRef\":\""
                                        + SECRET_NAME + "\"")),
                "DESTINATION_NOT_ALLOWED",
                "/webhookUrl");
        assertFault(
                ground.bob()
                        .post(
                                schedules(),
                                weekly(",\"webhookUrl\":\"http://127.0.0.1:9/h\","
                                        + "\"webhookSecretRef\":\"no-such-credential\"")),
                "INVALID_INPUT",
                "/webhookSecretRef");
        assertThat(ground.alice().get(schedules()).json()).isEmpty();

        String id = ground.bob().post(schedules(), weekly("")).json().get("id").asText();
        assertFault(
                ground.bob().put(schedules() + "/" + id, "{\"cron\":\"61 7 * * 1\",\"zone\":\"UTC\"}"),
                "INVALID_INPUT",
                "/cron");
        assertThat(ground.alice().get(schedules() + "/" + id).json().get("cron").asText())
                .isEqualTo("0 7 * * 1");
        assertThat(ground.bob()
                        .post("api/workspaces/" + ground.workspace() + "/artifacts/no-such/schedules", weekly(""))
                        .json()
                        .get("code")
                        .asText())
                .isEqualTo("ARTIFACT_NOT_FOUND");
    }

    @Test
    void thePreviewDescribesTheCronAndListsTheNextFiveFiresInTheZone() {
        Http.Reply preview = ground.vic().get("api/schedules/preview?cron=0%207%20*%20*%201&zone=Europe/Berlin");

        assertThat(preview.status()).as(preview.body()).isEqualTo(200);
        assertThat(preview.json().get("description").asText()).isEqualTo("At 07:00 at Monday day");
        JsonNode fires = preview.json().get("next");
        assertThat(fires).hasSize(5);
        fires.forEach(fire -> assertThat(fire.asText()).matches("\\d{4}-\\d\\d-\\d\\dT07:00:00\\+0[12]:00"));
        assertFault(ground.vic().get("api/schedules/preview?cron=often&zone=UTC"), "INVALID_INPUT", "/cron");
        assertThat(new Http(Http.root(base))
                        .get("api/schedules/preview?cron=0%207%20*%20*%201&zone=UTC")
                        .status())
                .isEqualTo(401);
    }

    @Test
    void theEditorPreviewsCreatesAndPausesASchedule() {
        WebDriver browser = Browser.open();
        try {
            WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));
            wait.ignoring(StaleElementReferenceException.class);
            browser.get(Http.root(base).resolve("schedules").toString());
            JavascriptExecutor js = (JavascriptExecutor) browser;
            js.executeScript("sessionStorage.setItem('mnemos.token', arguments[0])", Tokens.mint("bob", "acme"));
            browser.navigate().refresh();
            js.executeScript(
                    "const e = document.querySelector('mnemos-schedule-editor');"
                            + " e.setAttribute('workspace', arguments[0]); e.setAttribute('artifact', arguments[1]);",
                    ground.workspace(),
                    artifact);
            SearchContext editor = ((WebElement)
                            js.executeScript("return document.querySelector('mnemos-schedule-editor')"))
                    .getShadowRoot();

            wait.until(b -> editor.findElements(By.cssSelector(".next li")).size() == 5);
            js.executeScript(
                    "const z = arguments[0]; z.value = 'Europe/Berlin'; z.dispatchEvent(new Event('input', {bubbles: true}))",
                    editor.findElement(By.cssSelector("[name=zone]")));
            wait.until(b -> {
                List<WebElement> fires = editor.findElements(By.cssSelector(".next li"));
                return fires.size() == 5
                        && fires.stream()
                                .allMatch(li -> li.getText().matches("\\d{4}-\\d\\d-\\d\\dT07:00:00\\+0[12]:00"));
            });
            assertThat(editor.findElement(By.cssSelector(".description")).getText())
                    .isEqualTo("At 07:00 at Monday day");
            assertThat(editor.findElements(By.cssSelector(".next li"))).hasSize(5);

            editor.findElement(By.cssSelector(".save")).click();
            WebElement host = (WebElement) js.executeScript("return document.querySelector('mnemos-schedule-editor')");
            wait.until(b -> "1".equals(host.getAttribute("data-schedules")));
            assertThat(editor.findElement(By.cssSelector(".schedules tbody tr")).getText())
                    .contains("At 07:00 at Monday day")
                    .contains("Europe/Berlin")
                    .contains("enabled");

            editor.findElement(By.cssSelector("[data-action=pause]")).click();
            wait.until(b -> editor.findElement(By.cssSelector(".schedules tbody tr"))
                    .getText()
                    .contains("paused"));
            assertThat(ground.alice()
                            .get(schedules())
                            .json()
                            .get(0)
                            .get("enabled")
                            .asBoolean())
                    .isFalse();

            js.executeScript(
                    "const c = arguments[0]; c.value = '0 7 * *'; c.dispatchEvent(new Event('input', {bubbles: true}))",
                    editor.findElement(By.cssSelector("[name=cron]")));
            wait.until(b -> editor.findElement(By.cssSelector(".field[data-pointer='/cron'] .error"))
                    .getText()
                    .contains("five-field"));
        } finally {
            browser.quit();
        }
    }

    private static JsonNode patch(Http http, String path, String body) {
        Http.Reply reply = http.patch(path, body);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return reply.json();
    }

    private static void assertFault(Http.Reply reply, String code, String pointer) {
        assertThat(reply.isProblem()).as(reply.body()).isTrue();
        assertThat(reply.json().get("code").asText()).as(reply.body()).isEqualTo(code);
        assertThat(reply.json().get("errors").findValuesAsText("pointer")).contains(pointer);
    }
}
