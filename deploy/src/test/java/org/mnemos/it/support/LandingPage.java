package org.mnemos.it.support;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.SearchContext;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The landing page in a real headless Chromium, signed in with a test token (kept in the tab's
 * session storage, as the widgets keep it) and with one workspace picked in the node runner.
 */
public final class LandingPage implements AutoCloseable {

    private final WebDriver browser = Browser.open();
    private final WebDriverWait wait = waiting(Duration.ofSeconds(30));

    public LandingPage(URI root, String token, String workspace) {
        browser.get(root.toString());
        ((JavascriptExecutor) browser).executeScript("sessionStorage.setItem('mnemos.token', arguments[0])", token);
        browser.navigate().refresh();
        SearchContext runner = shadow("mnemos-node-runner");
        try {
            wait.until(b -> !runner.findElements(By.cssSelector("[name=workspace] option[value='" + workspace + "']"))
                    .isEmpty());
        } catch (TimeoutException e) {
            throw new IllegalStateException(
                    "The workspace was not offered: "
                            + script("return location.href + ' token='"
                                    + " + Boolean(sessionStorage.getItem('mnemos.token')) + ' ' + document.querySelector('mnemos-node-runner')"
                                    + ".shadowRoot.querySelector('.session').outerHTML + document.querySelector('mnemos-node-runner')"
                                    + ".shadowRoot.querySelector('.result').outerHTML"),
                    e);
        }
        ((JavascriptExecutor) browser)
                .executeScript(
                        "arguments[0].value = arguments[1];" + " arguments[0].dispatchEvent(new Event('change'))",
                        runner.findElement(By.cssSelector("[name=workspace]")),
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
        return shadow("mnemos-memory-timeline");
    }

    public SearchContext editor() {
        return shadow("mnemos-retention-policy-editor");
    }

    /** The policy editor once it shows the policy of scope (its form is built from the served schema first). */
    public SearchContext editorShowing(String scope) {
        wait.until(b -> scope.equals(host("mnemos-retention-policy-editor").getAttribute("data-loaded-scope")));
        return editor();
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

    /** The shadow root of the page's widget with this tag. */
    public SearchContext widget(String tag) {
        return shadow(tag);
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
