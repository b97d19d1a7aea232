package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.net.URI;
import java.net.URL;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.logging.Level;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mnemos.it.support.Axe;
import org.mnemos.it.support.Browser;
import org.mnemos.it.support.Filters;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.RawHttp;
import org.mnemos.it.support.Tokens;
import org.mnemos.it.support.Workspaces;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.SearchContext;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The application shell in a real headless Chromium: an owner pastes a token, finds the dashboards of her two
 * workspaces on the Dashboards home, searches and filters them, opens one, refreshes it, and its address,
 * reload and the back button behave as a web page's should; a viewer opens one by its address, shows a
 * version, finds the node palette under Developers, is offered no Administration and no Refresh now, and the
 * browser logs no error (no admin call answered 403). The server answers the shell's addresses with the shell.
 * An owner shares a dashboard from the viewer; a browser that never signed in opens the link and the dashboard
 * draws; once revoked, the link shows nothing.
 */
@ExtendWith(ArquillianExtension.class)
class ShellIT {

    private static final Path DATA = Path.of(System.getProperty("mnemos.sample.data"));
    private static final String VIEWER = "mnemos-artifact-viewer";
    // suppliers.csv has 29 rows, 9 of them ragged (an unquoted comma in an address): profiledCsv skips those.
    private static final int SUPPLIERS_READ = 20;

    @ArquillianResource
    URL base;

    private String tenant;
    private String north;
    private String artifact;
    private String south;
    private String southern;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @BeforeEach
    void twoWorkspacesWithAPublishedDashboard() {
        tenant = "shell-" + UUID.randomUUID();
        Http olga = new Http(Http.root(base)).withToken(Tokens.mint("olga", tenant));
        north = Workspaces.create(olga, "north");
        south = Workspaces.create(olga, "south");
        Workspaces.addMember(olga, north, "vera", "VIEWER");
        artifact = published(olga, north, "Products", "northwind/products.csv");
        southern = published(olga, south, "Suppliers", "northwind/suppliers.csv");
    }

    /** A dashboard generated offline from the CSV and published as v1; its id. */
    private static String published(Http owner, String workspace, String name, String csv) {
        String source = Workspaces.profiledCsv(owner, workspace, name, DATA.resolve(csv));
        String id = owner.post(
                        "api/workspaces/" + workspace + "/artifacts",
                        "{\"name\":\"" + name + "\",\"dataSourceId\":\"" + source + "\"}")
                .json()
                .at("/artifact/id")
                .asText();
        assertThat(owner.post("api/workspaces/" + workspace + "/artifacts/" + id + "/publish", "")
                        .status())
                .isEqualTo(201);
        return id;
    }

    @Test
    void anOwnerFindsHerDashboardsOnTheHomeOpensOneRefreshesItAndGoesBack() {
        WebDriver browser = Browser.open();
        try {
            WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));
            wait.ignoring(StaleElementReferenceException.class);
            URI root = Http.root(base);
            browser.get(root.toString());
            signIn(browser, wait, "olga");
            WebElement homeHost = browser.findElement(By.tagName("mnemos-dashboards-home"));
            SearchContext home = homeHost.getShadowRoot();
            wait.until(b -> "2".equals(homeHost.getDomAttribute("data-count")));
            assertAccessibleAtBothWidths(browser);
            assertThat(home.findElements(By.cssSelector(".card")))
                    .extracting(WebElement::getText)
                    .anyMatch(
                            card -> card.contains("Products") && card.contains("north") && card.contains("v1 by olga"))
                    .anyMatch(card ->
                            card.contains("Suppliers") && card.contains("south") && card.contains("not refreshed yet"));
            assertThat(home.findElements(By.cssSelector(".card svg"))).hasSize(2);

            home.findElement(By.cssSelector("[name=search]")).sendKeys("supp");
            wait.until(b -> "1".equals(homeHost.getDomAttribute("data-shown")));
            assertThat(home.findElement(By.cssSelector(".card[data-id='" + southern + "']"))
                            .isDisplayed())
                    .isTrue();
            home.findElement(By.cssSelector("[name=search]")).clear();
            home.findElement(By.cssSelector("[name=search]")).sendKeys(" ");
            new Select(home.findElement(By.cssSelector("[name=workspace]"))).selectByValue(north);
            wait.until(b -> "1".equals(homeHost.getDomAttribute("data-shown")));
            assertThat(home.findElement(By.cssSelector(".card[data-id='" + artifact + "']"))
                            .isDisplayed())
                    .isTrue();

            new Select(home.findElement(By.cssSelector("[name=workspace]"))).selectByValue(south);
            home.findElement(By.cssSelector(".card[data-id='" + southern + "'] h2 a"))
                    .click();
            // The owner generated it: her draft is what the viewer shows her first.
            wait.until(b -> "draft".equals(host(b).getDomAttribute("data-showing")));
            assertThat(browser.getCurrentUrl())
                    .isEqualTo(root.resolve("dashboards/" + southern).toString());
            assertThat(host(browser).getDomAttribute("workspace")).isEqualTo(south);
            assertThat(homeHost.isDisplayed()).isFalse();
            SearchContext viewer = host(browser).getShadowRoot();
            assertThat(freshness(viewer)).isEqualTo("not refreshed yet");
            viewer.findElement(By.cssSelector("[data-action=refresh-now]")).click();
            wait.until(b -> !"not refreshed yet".equals(freshness(viewer))
                    || viewer.findElement(By.cssSelector(".problem")).isDisplayed());
            assertThat(freshness(viewer))
                    .as(() -> "shown: "
                            + viewer.findElement(By.cssSelector(".problem")).getText() + "; logged: " + errors(browser))
                    .matches("refreshed .* today, " + SUPPLIERS_READ + " rows");
            assertAccessibleAtBothWidths(browser);

            browser.navigate().refresh();
            wait.until(b -> "draft".equals(host(b).getDomAttribute("data-showing")));
            assertThat(freshness(host(browser).getShadowRoot())).endsWith(SUPPLIERS_READ + " rows");
            browser.navigate().back();
            new WebDriverWait(browser, Duration.ofSeconds(30))
                    .withMessage(() -> "back led to " + browser.getCurrentUrl())
                    .until(b -> b.getCurrentUrl().equals(root.toString())
                            || b.getCurrentUrl()
                                    .equals(root.resolve("dashboards").toString()));
            wait.until(b -> b.findElement(By.tagName("mnemos-dashboards-home")).isDisplayed());
            assertThat(errors(browser)).isEmpty();
        } finally {
            browser.quit();
        }
    }

    @Test
    void anOwnerSharesADashboardAFreshBrowserOpensItWithoutSigningInAndRevokingEndsIt() {
        WebDriver owner = Browser.open();
        WebDriver stranger = Browser.open();
        try {
            WebDriverWait wait = new WebDriverWait(owner, Duration.ofSeconds(30));
            wait.ignoring(StaleElementReferenceException.class);
            owner.get(Http.root(base).resolve("dashboards/" + artifact).toString());
            signIn(owner, wait, "olga");
            wait.until(b -> "draft".equals(host(b).getDomAttribute("data-showing")));
            WebElement panel = host(owner).getShadowRoot().findElement(By.cssSelector("mnemos-share-links"));
            SearchContext share = panel.getShadowRoot();
            wait.until(b -> panel.isDisplayed() && "0".equals(panel.getDomAttribute("data-count")));
            share.findElement(By.cssSelector("summary")).click();
            WebElement days = share.findElement(By.cssSelector("[name=days]"));
            days.clear();
            days.sendKeys("7");
            share.findElement(By.cssSelector("[data-action=create-link]")).click();
            wait.until(b -> "1".equals(panel.getDomAttribute("data-count")));
            String url = share.findElement(By.cssSelector("[name=url]")).getDomProperty("value");
            assertThat(url).matches(".*/s/[A-Za-z0-9_-]{43}");
            assertAccessibleAtBothWidths(owner);

            stranger.get(url);
            WebDriverWait strangerWaits = new WebDriverWait(stranger, Duration.ofSeconds(30));
            waitForTheSharedDashboard(stranger, strangerWaits);
            assertThat(stranger.getTitle()).isEqualTo("Products");

            // Embedded by a page of another origin (the server by its loopback name: a JSON answer, no policy).
            assertThat(URI.create(url).getHost()).isNotEqualTo("localhost");
            stranger.get(Http.loopback(base) + Http.root(base).getPath() + "api/nodes");
            ((JavascriptExecutor) stranger)
                    .executeScript(
                            "const f = document.createElement('iframe'); f.id = 'embedded'; f.src = arguments[0];"
                                    + " f.style.width = '1000px'; f.style.height = '800px'; document.body.append(f);",
                            url);
            strangerWaits.until(b -> !b.findElements(By.id("embedded")).isEmpty());
            stranger.switchTo().frame("embedded");
            waitForTheSharedDashboard(stranger, strangerWaits);
            stranger.get(url);

            share.findElement(By.cssSelector("[data-action=revoke-link]")).click();
            wait.until(b -> "0".equals(panel.getDomAttribute("data-count")));
            stranger.navigate().refresh();
            assertThat(stranger.getPageSource())
                    .contains("SHARE_LINK_NOT_FOUND")
                    .doesNotContain("Products");
            assertThat(errors(owner)).isEmpty();
        } finally {
            owner.quit();
            stranger.quit();
        }
    }

    /** In the shared page (or the frame holding it): its sandboxed frame, where the runtime drew the dashboard. */
    private static void waitForTheSharedDashboard(WebDriver browser, WebDriverWait wait) {
        By frame = By.cssSelector("iframe[sandbox=allow-scripts]");
        wait.until(b -> !b.findElements(frame).isEmpty());
        browser.switchTo().frame(browser.findElement(frame));
        wait.until(b ->
                !b.findElements(By.cssSelector(".mnemos-item, .mnemos-kpi")).isEmpty());
        browser.switchTo().defaultContent();
    }

    private void signIn(WebDriver browser, WebDriverWait wait, String user) {
        SearchContext session =
                browser.findElement(By.tagName("mnemos-session")).getShadowRoot();
        session.findElement(By.cssSelector("[name=token]")).sendKeys(Tokens.mint(user, tenant));
        session.findElement(By.cssSelector(".use-token")).click();
        wait.until(b -> session.findElement(By.cssSelector(".who")).getText().contains(user));
    }

    /**
     * Issue 29 (Low): the page keeps the token in sessionStorage, so its Content-Security-Policy lets only its own
     * scripts run. Markup injected after sign-in (an inline handler, an inline script, a data: script) runs nothing,
     * and the browser reports each refusal; the owner's walk above, dashboard frame included, logs none.
     */
    @Test
    void anInjectedScriptDoesNotRunInTheApplicationsPage() {
        RawHttp raw = new RawHttp(Http.root(base));
        RawHttp.Answer first = raw.send("GET", "dashboards", null, null, null);
        String policy = first.header("Content-Security-Policy");
        assertThat(policy)
                .contains("script-src 'self' 'nonce-", "object-src 'none'", "base-uri 'self'", "frame-src 'none'")
                .contains("frame-ancestors 'none'", "connect-src 'self'")
                .doesNotContain("unsafe-eval");
        String nonce = policy.replaceFirst(".*'nonce-([^']+)'.*", "$1");
        assertThat(first.body()).contains("<script nonce=\"" + nonce + "\"");
        assertThat(raw.send("GET", "dashboards", null, null, null).header("Content-Security-Policy"))
                .as("a nonce per answer")
                .doesNotContain(nonce);

        WebDriver browser = Browser.open();
        try {
            WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));
            browser.get(Http.root(base).toString());
            signIn(browser, wait, "olga");
            JavascriptExecutor js = (JavascriptExecutor) browser;
            js.executeScript("""
                    window.refused = [];
                    document.addEventListener('securitypolicyviolation', e => window.refused.push(e.effectiveDirective));
                    document.body.insertAdjacentHTML('beforeend',
                        '<img src="app/icon.svg#x" onload="window.ran = sessionStorage.length">');
                    const inline = document.createElement('script');
                    inline.textContent = 'window.ran = sessionStorage.length';
                    document.body.append(inline);
                    const data = document.createElement('script');
                    data.src = 'data:text/javascript,window.ran=sessionStorage.length';
                    document.body.append(data);
                    """);
            wait.until(b -> ((List<?>) js.executeScript("return window.refused")).size() >= 3);
            assertThat(js.executeScript("return window.ran")).isNull();
            assertThat(((List<?>) js.executeScript("return window.refused"))
                            .stream().map(String::valueOf))
                    .containsExactlyInAnyOrder("script-src-attr", "script-src-elem", "script-src-elem");
            assertThat(errors(browser))
                    .allMatch(error -> error.contains("Content Security Policy"))
                    .hasSize(3);
        } finally {
            browser.quit();
        }
    }

    @Test
    void theShellsAddressesAnswerWithTheShellAndTheRestPassesUntouched() {
        Http anonymous = new Http(Http.root(base));
        for (String path : List.of("", "dashboards", "dashboards/" + artifact + "/versions/1", "developers", "admin")) {
            Http.Reply reply = anonymous.get(path);
            assertThat(reply.status()).as(path).isEqualTo(200);
            assertThat(reply.body())
                    .as(path)
                    .contains(
                            "<mnemos-session>",
                            "<base href=\"" + Http.root(base).getPath() + "\">");
        }
        assertThat(anonymous.get("dashboards/a/b").status()).isEqualTo(404);
        assertThat(anonymous.get("widgets/api.js").body()).contains("export async function api");
    }

    @Test
    void aViewerOpensADashboardByItsAddressReloadsGoesBackAndFindsThePaletteUnderDevelopers() {
        WebDriver browser = Browser.open();
        try {
            WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));
            wait.ignoring(StaleElementReferenceException.class);
            URI root = Http.root(base);
            browser.get(root.resolve("dashboards").toString());
            signIn(browser, wait, "vera");
            assertThat(browser.findElement(By.cssSelector("[data-nav=admin]")).isDisplayed())
                    .isFalse();

            SearchContext viewer = browser.findElement(By.tagName(VIEWER)).getShadowRoot();
            By open = By.cssSelector(".artifacts tr[data-id='" + artifact + "'] [data-action=open]");
            wait.until(b -> !viewer.findElements(open).isEmpty());
            viewer.findElement(open).click();
            wait.until(b -> "v1".equals(host(browser).getDomAttribute("data-showing")));
            assertThat(browser.getCurrentUrl())
                    .isEqualTo(root.resolve("dashboards/" + artifact).toString());

            browser.navigate().refresh();
            wait.until(b -> "v1".equals(host(browser).getDomAttribute("data-showing")));
            assertThat(host(browser).getDomAttribute("workspace")).isEqualTo(north);

            browser.navigate().back();
            wait.until(b -> b.getCurrentUrl().equals(root.resolve("dashboards").toString()));
            SearchContext home = host(browser).getShadowRoot();
            wait.until(b -> home.findElement(By.cssSelector(".catalog")).isDisplayed());

            home.findElement(open).click();
            wait.until(b -> "v1".equals(host(browser).getDomAttribute("data-showing")));
            host(browser)
                    .getShadowRoot()
                    .findElement(By.cssSelector(".versions tr[data-id='1'] [data-action=show-version]"))
                    .click();
            wait.until(b -> b.getCurrentUrl()
                    .equals(root.resolve("dashboards/" + artifact + "/versions/1")
                            .toString()));

            browser.findElement(By.cssSelector("[data-nav=developers]")).click();
            wait.until(b -> b.getCurrentUrl().equals(root.resolve("developers").toString()));
            SearchContext palette =
                    browser.findElement(By.tagName("mnemos-node-palette")).getShadowRoot();
            wait.until(b -> !palette.findElements(By.cssSelector("[data-node-id='mnemos.remember']"))
                    .isEmpty());
            assertThat(browser.findElement(By.tagName("mnemos-node-palette")).isDisplayed())
                    .isTrue();
            assertThat(host(browser).isDisplayed()).isFalse();
            browser.navigate().back();
            wait.until(b -> "1".equals(host(browser).getDomAttribute("version"))
                    && host(browser).isDisplayed());

            browser.get(root.resolve("admin").toString());
            wait.until(b -> b.findElement(By.cssSelector(".admin-refused")).isDisplayed());
            assertThat(browser.findElements(By.tagName("mnemos-retention-policy-editor")))
                    .isEmpty();
            assertThat(errors(browser)).isEmpty();
        } finally {
            browser.quit();
        }
    }

    @Test
    void aViewerFiltersTheSupplyChainDashboardAndTheAddressKeepsIt() throws Exception {
        Http olga = new Http(Http.root(base)).withToken(Tokens.mint("olga", tenant));
        String supply = published(olga, north, "Deliveries", "supply-chain/scms-delivery-history.csv");
        String refreshes = "api/workspaces/" + north + "/artifacts/" + supply + "/refreshes";
        assertThat(olga.post(refreshes, "{}").status()).isEqualTo(201);
        WebDriver browser = Browser.open();
        try {
            WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));
            wait.ignoring(StaleElementReferenceException.class);
            URI root = Http.root(base);
            browser.get(root.resolve("dashboards/" + supply).toString());
            signIn(browser, wait, "vera");
            wait.until(b -> "v1".equals(host(b).getDomAttribute("data-showing")));
            SearchContext viewer = host(browser).getShadowRoot();
            wait.until(
                    b -> viewer.findElement(By.cssSelector(".viewer-filters")).isDisplayed());
            JsonNode before = shownData(viewer);
            WebElement values =
                    viewer.findElement(By.cssSelector(".viewer-filters fieldset:has(input[type=checkbox])"));
            String field = values.getDomAttribute("data-field");
            WebElement box = values.findElement(By.cssSelector("input[type=checkbox]"));
            String value = box.getDomAttribute("value");

            box.click();

            wait.until(b -> b.getCurrentUrl().contains("?f."));
            wait.until(b -> !shownData(viewer).equals(before));
            assertThat(Filters.selection(browser.getCurrentUrl())).containsEntry("f." + field, List.of(value));
            JsonNode after = shownData(viewer);
            assertThat(after.get("kpis")).isNotEqualTo(before.get("kpis"));
            Filters.assertSumsOfRows(
                    after, spec(olga, supply), DATA.resolve("supply-chain/scms-delivery-history.csv"), field, value);
            assertAccessibleAtBothWidths(browser);

            browser.navigate().back();
            wait.until(b -> b.getCurrentUrl()
                    .equals(root.resolve("dashboards/" + supply).toString()));
            wait.until(b -> shownData(viewer).equals(before));
            assertThat(errors(browser)).isEmpty();
        } finally {
            browser.quit();
        }
    }

    private JsonNode spec(Http owner, String id) throws Exception {
        return new ObjectMapper()
                .readTree(owner.get("api/workspaces/" + north + "/artifacts/" + id + "/versions/1")
                        .json()
                        .get("content")
                        .asText());
    }

    /** The datasets of the page in the viewer's frame (its srcdoc's mnemos-data block); null before one. */
    private static JsonNode shownData(SearchContext viewer) {
        return Filters.dataOf(
                viewer.findElement(By.cssSelector("iframe.dashboard")).getDomAttribute("srcdoc"));
    }

    @Test
    void anAdministratorIsOfferedAdministration() {
        WebDriver browser = Browser.open();
        try {
            WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));
            browser.get(Http.root(base).resolve("dashboards").toString());
            ((JavascriptExecutor) browser)
                    .executeScript(
                            "sessionStorage.setItem('mnemos.token', arguments[0])",
                            Tokens.mint("ada", tenant, "admin"));
            browser.navigate().refresh();
            wait.until(b -> b.findElement(By.cssSelector("[data-nav=admin]")).isDisplayed());
            browser.findElement(By.cssSelector("[data-nav=admin]")).click();
            wait.until(b -> !b.findElements(By.tagName("mnemos-retention-policy-editor"))
                    .isEmpty());
            assertThat(browser.findElement(By.cssSelector(".admin-refused")).isDisplayed())
                    .isFalse();
        } finally {
            browser.quit();
        }
    }

    /** No serious or critical axe-core violation at 1280×800 nor at a phone's 375 px. */
    private static void assertAccessibleAtBothWidths(WebDriver browser) {
        for (Dimension size : List.of(new Dimension(375, 800), new Dimension(1280, 800))) {
            browser.manage().window().setSize(size);
            assertThat(Axe.seriousViolations(browser)).as("at %s", size).isEmpty();
        }
    }

    private static String freshness(SearchContext viewer) {
        return viewer.findElement(By.cssSelector(".freshness")).getText();
    }

    private static WebElement host(WebDriver browser) {
        return browser.findElement(By.tagName(VIEWER));
    }

    /** What the page logged as an error: a failed request (a 403 of an admin call) is one too. */
    private static List<String> errors(WebDriver browser) {
        return browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(entry -> entry.getLevel().intValue() >= Level.SEVERE.intValue())
                .map(LogEntry::getMessage)
                .toList();
    }
}
