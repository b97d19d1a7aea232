package org.mnemos.it.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.time.Duration;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * An artifact page shown exactly as the UI shows it: fetched with the bearer token from the landing page and put
 * into {@code <iframe sandbox="allow-scripts" srcdoc>}; the browser is left inside the frame once it is drawn.
 */
public final class SandboxedPage {

    /** Fetches the page with the token and shows it in a sandboxed srcdoc frame, as the viewer widget does. */
    private static final String SHOW_IN_FRAME = String.join(
            "\n",
            "const [url, token, done] = arguments;",
            "document.cookie = 'parent-secret=1; path=/';",
            "localStorage.setItem('parent-secret', '1');",
            "fetch(url, {headers: {Authorization: 'Bearer ' + token, Accept: 'text/html'}})",
            "  .then(r => r.text())",
            "  .then(html => {",
            "    const frame = document.createElement('iframe');",
            "    frame.id = 'artifact';",
            "    frame.setAttribute('sandbox', 'allow-scripts');",
            "    frame.style.width = '1200px'; frame.style.height = '900px';",
            "    frame.addEventListener('load', () => done('loaded'));",
            "    frame.srcdoc = html;",
            "    document.body.appendChild(frame);",
            "  }, e => done('fetch failed: ' + e));");

    private SandboxedPage() {}

    /** Opens the landing page, shows {@code path} (a render URL) in the frame and waits until it is drawn. */
    public static void show(WebDriver browser, URI root, String path, String token) {
        browser.get(root.toString());
        Object shown = ((JavascriptExecutor) browser).executeAsyncScript(SHOW_IN_FRAME, "/" + path, token);
        assertThat(shown).isEqualTo("loaded");
        browser.switchTo().frame(browser.findElement(By.id("artifact")));
        new WebDriverWait(browser, Duration.ofSeconds(60))
                .until(b -> b.findElement(By.tagName("body")).getAttribute("data-rendered") != null
                        || b.findElement(By.tagName("body")).getAttribute("data-render-error") != null);
        WebElement body = browser.findElement(By.tagName("body"));
        assertThat(body.getAttribute("data-render-error")).isNull();
        assertThat(body.getAttribute("data-rendered")).isEqualTo("true");
    }
}
