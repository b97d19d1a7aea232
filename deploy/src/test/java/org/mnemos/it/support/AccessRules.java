package org.mnemos.it.support;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import org.mnemos.it.support.Endpoints.Endpoint;

/** The rows of {@code access-rules.csv}: who gets which status from each endpoint. */
public final class AccessRules {

    public static final List<String> CALLERS =
            List.of("anonymous", "expired", "issuer", "tenant", "outsider", "viewer", "steward", "owner", "admin");

    private AccessRules() {}

    /**
     * One row; {@code path} may end in {@code /**} (every static file below it) or carry the query string its
     * calls send.
     */
    public record Rule(String method, String path, Map<String, String> expected, boolean fresh, String body) {

        public boolean covers(Endpoint endpoint) {
            if (!method.equals(endpoint.method())) {
                return false;
            }
            String template = path.split("\\?", 2)[0];
            return template.endsWith("/**")
                    ? endpoint.path().startsWith(template.substring(0, template.length() - 2))
                    : template.equals(endpoint.path());
        }

        /** The query string the row's calls send ({@code ?from=1&to=2}), or "". */
        public String query() {
            int at = path.indexOf('?');
            return at < 0 ? "" : path.substring(at);
        }

        /** Whether {@code status} and {@code code} are what the cell of {@code caller} says. */
        public boolean expects(String caller, int status, String code) {
            String cell = expected.get(caller);
            if (cell.equals("2xx")) {
                return status >= 200 && status < 300;
            }
            String[] parts = cell.split(":", 2);
            return Integer.parseInt(parts[0]) == status && (parts.length == 1 || parts[1].equals(code));
        }

        @Override
        public String toString() {
            return method + " " + path;
        }
    }

    public static List<Rule> load() {
        List<Rule> rules = new ArrayList<>();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(
                AccessRules.class.getResourceAsStream("/access-rules.csv"), StandardCharsets.UTF_8))) {
            lines.lines()
                    .filter(line -> !line.isBlank() && !line.startsWith("#") && !line.startsWith("method,"))
                    .forEach(line -> rules.add(parse(line)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return rules;
    }

    /** The row that covers {@code endpoint}, if any. */
    public static Optional<Rule> of(List<Rule> rules, Endpoint endpoint) {
        return rules.stream().filter(rule -> rule.covers(endpoint)).findFirst();
    }

    private static Rule parse(String line) {
        String[] cells = line.split(",", 13);
        if (cells.length != 13) {
            throw new IllegalArgumentException("access-rules.csv: 13 columns expected in " + line);
        }
        Map<String, String> expected = new LinkedHashMap<>();
        for (int i = 0; i < CALLERS.size(); i++) {
            if (!Pattern.matches("2xx|\\d{3}(:[A-Z_]+)?", cells[2 + i])) {
                throw new IllegalArgumentException("access-rules.csv: bad cell '" + cells[2 + i] + "' in " + line);
            }
            expected.put(CALLERS.get(i), cells[2 + i]);
        }
        return new Rule(cells[0], cells[1], expected, cells[11].equals("yes"), cells[12]);
    }
}
