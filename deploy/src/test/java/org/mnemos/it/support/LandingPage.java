package org.mnemos.it.support;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.SearchContext;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The application in a real headless Chromium, signed in with a test token (kept in the tab's session
 * storage, as the widgets keep it) and with one workspace picked in the header's session panel. A widget
 * asked for is shown first: the view that holds it is opened as a person would open it.
 */
public final class LandingPage implements AutoCloseable {

    /** The view that holds each widget. */
    private static final Map<String, String> VIEWS = Map.of(
            "mnemos-artifact-viewer", "dashboards",
            "mnemos-memory-editor", "memory",
            "mnemos-memory-timeline", "memory",
            "mnemos-data-sources", "data-sources",
            "mnemos-schedule-editor", "schedules",
            "mnemos-notifications", "schedules",
            "mnemos-retention-policy-editor", "admin",
            "mnemos-node-palette", "developers",
            "mnemos-node-runner", "developers");

    private final WebDriver browser = Browser.open();
    private final WebDriverWait wait = waiting(Duration.ofSeconds(30));

    public LandingPage(URI root, String token, String workspace) {
        browser.get(root.toString());
        ((JavascriptExecutor) browser).executeScript("sessionStorage.setItem('mnemos.token', arguments[0])", token);
        browser.navigate().refresh();
        SearchContext session = shadow("mnemos-session");
        try {
            wait.until(b -> !session.findElements(By.cssSelector("[name=workspace] option[value='" + workspace + "']"))
                    .isEmpty());
        } catch (TimeoutException e) {
            throw new IllegalStateException(
                    "The workspace was not offered: "
                            + script("return location.href + ' token='"
                                    + " + Boolean(sessionStorage.getItem('mnemos.token')) + ' '"
                                    + " + document.querySelector('mnemos-session').shadowRoot.innerHTML"),
                    e);
        }
        ((JavascriptExecutor) browser)
                .executeScript(
                        "arguments[0].value = arguments[1];" + " arguments[0].dispatchEvent(new Event('change'))",
                        session.findElement(By.cssSelector("[name=workspace]")),
                        workspace);
        wait.until(b -> workspace.equals(host("mnemos-memory-timeline").getAttribute("workspace")));
    }

    public WebDriverWait waiting() {
        return wait;
    }

    /** Waits that read through re-renders: live updates replace nodes while a condition looks at them. */
    public WebDriverWait waiting(Duration timeout) {
        WebDriverWait waiting = new WebDriverWait(browser, timeout);
        waiting.ignoring(StaleElementReferenceException.class);
        return waiting;
    }

    public SearchContext timeline() {
        return widget("mnemos-memory-timeline");
    }

    public SearchContext editor() {
        return widget("mnemos-retention-policy-editor");
    }

    /** The policy editor once it shows the policy of scope (its form is built from the served schema first). */
    public SearchContext editorShowing(String scope) {
        SearchContext editor = editor();
        wait.until(b -> scope.equals(host("mnemos-retention-policy-editor").getAttribute("data-loaded-scope")));
        return editor;
    }

    /** The timeline's node of an entry, if shown. */
    public List<WebElement> node(String id) {
        return timeline().findElements(By.cssSelector(".node[data-id='" + id + "']"));
    }

    public List<WebElement> nodes() {
        return timeline().findElements(By.cssSelector(".node"));
    }

    public String indicator(String id) {
        return node(id).stream()
                .findFirst()
                .map(n -> n.findElement(By.cssSelector(".indicator")).getAttribute("data-indicator"))
                .orElse("");
    }

    /** The indicator's computed colour, e.g. {@code rgba(31, 138, 76, 1)}. */
    public String colour(String id) {
        return node(id).stream()
                .findFirst()
                .map(n -> n.findElement(By.cssSelector(".indicator")).getCssValue("background-color"))
                .orElse("");
    }

    public void act(String id, String action) {
        node(id).get(0)
                .findElement(By.cssSelector("button[data-action='" + action + "']"))
                .click();
    }

    /** The shadow root of the page's widget with this tag, its view opened if another one is shown. */
    public SearchContext widget(String tag) {
        open(VIEWS.get(tag));
        return shadow(tag);
    }

    /**
     * Opens view by its link in the navigation, or, for a dashboard open in the Dashboards view, by going
     * back to its address (the link leads to the Dashboards home). Nothing happens when it is already shown.
     */
    public void open(String view) {
        script(
                "const section = document.querySelector(`[data-view=\"${arguments[0]}\"]`);"
                        + " if (!section.hidden) return;"
                        + " if (arguments[0] === 'dashboards' && section.dataset.path) {"
                        + "   history.pushState(null, '', new URL(section.dataset.path, document.baseURI).pathname);"
                        + "   dispatchEvent(new PopStateEvent('popstate'));"
                        + " } else document.querySelector(`[data-nav=\"${arguments[0]}\"]`).click();",
                view);
        wait.until(
                b -> b.findElement(By.cssSelector("[data-view='" + view + "']")).getDomAttribute("hidden") == null);
        if (view.equals("admin"))
            wait.until(b -> !b.findElements(By.tagName("mnemos-retention-policy-editor"))
                    .isEmpty());
    }

    /**
     * Runs script inside the frame that frameSelector finds in the widget's shadow root, and returns to the
     * page. The frame is looked up anew on each call, so a frame whose document was replaced is read afresh.
     */
    public Object inFrame(String tag, String frameSelector, String script) {
        WebElement frame = shadow(tag).findElement(By.cssSelector(frameSelector));
        try {
            browser.switchTo().frame(frame);
            return ((JavascriptExecutor) browser).executeScript(script);
        } finally {
            browser.switchTo().defaultContent();
        }
    }

    public Object script(String script, Object... arguments) {
        return ((JavascriptExecutor) browser).executeScript(script, arguments);
    }

    private WebElement host(String tag) {
        return browser.findElement(By.tagName(tag));
    }

    private SearchContext shadow(String tag) {
        return host(tag).getShadowRoot();
    }

    @Override
    public void close() {
        browser.quit();
    }
}
