package org.mnemos.it.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

/**
 * axe-core (the npm package {@code ui-widgets} installs as a development dependency, never served by the
 * WAR) run on the page a browser shows: the serious and critical violations, each as
 * {@code rule: selectors}. The sandboxed dashboard frame is left out: it is the artifact's page, not the
 * application's.
 */
public final class Axe {

    private static final Path SCRIPT = Path.of("../ui-widgets/node_modules/axe-core/axe.min.js");
    private static final String RUN = "const done = arguments[arguments.length - 1];"
            + " axe.run(document, { iframes: false, resultTypes: ['violations'] })"
            + "  .then(r => done(r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')"
            + "    .map(v => v.id + ': ' + v.nodes.map(n => JSON.stringify(n.target)).join(' '))))"
            + "  .catch(e => done(['axe failed: ' + e]));";

    private Axe() {}

    @SuppressWarnings("unchecked")
    public static List<String> seriousViolations(WebDriver browser) {
        JavascriptExecutor js = (JavascriptExecutor) browser;
        js.executeScript(source());
        return (List<String>) js.executeAsyncScript(RUN);
    }

    private static String source() {
        try {
            return Files.readString(SCRIPT);
        } catch (IOException e) {
            throw new UncheckedIOException("axe-core is installed by the ui-widgets build (npm ci)", e);
        }
    }
}
