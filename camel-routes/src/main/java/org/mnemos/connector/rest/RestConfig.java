package org.mnemos.connector.rest;

import java.net.URI;
import java.net.URISyntaxException;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.mnemos.connector.json.JsonRecords;
import org.mnemos.connector.source.ConfigValues;

/**
 * A JSON endpoint read with GET, or POST with a body.
 *
 * @param url        the first (or only) page
 * @param method     GET or POST
 * @param body       the JSON text sent with POST, or null
 * @param headers    extra request headers (never secrets: those come from {@code credential})
 * @param recordPath JSONPath of the array of records in each answer
 * @param pagination how to reach further pages, or null for a single answer
 * @param credential the name of the credential to present, or null
 * @param timeout    how long one answer may take
 */
public record RestConfig(
        URI url,
        Method method,
        String body,
        Map<String, String> headers,
        String recordPath,
        Pagination pagination,
        String credential,
        Duration timeout) {

    public enum Method {
        GET,
        POST
    }

    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(30);

    public RestConfig {
        headers = Map.copyOf(headers);
    }

    public static RestConfig from(Map<String, Object> config) {
        ConfigValues values = ConfigValues.of(config);
        return new RestConfig(
                url(values),
                values.choice("method", Method.class, Method.GET),
                body(config.get("body")),
                headers(values),
                values.text("recordPath").orElse("$"),
                values.nested("pagination").map(Pagination::from).orElse(null),
                values.text("credential").orElse(null),
                values.duration("timeout", DEFAULT_TIMEOUT));
    }

    /** The URL without its query, which may carry keys: what messages and breakers name. */
    public String location() {
        return location(url);
    }

    static String location(URI url) {
        return url.getScheme() + "://" + url.getAuthority()
                + Optional.ofNullable(url.getRawPath()).orElse("");
    }

    private static URI url(ConfigValues values) {
        String text = values.required("url");
        try {
            URI url = new URI(text);
            if (!"http".equalsIgnoreCase(url.getScheme()) && !"https".equalsIgnoreCase(url.getScheme())
                    || url.getHost() == null) {
                throw values.invalid("url", "must be an absolute http or https URL");
            }
            return url;
        } catch (URISyntaxException e) {
            throw values.invalid("url", "is not a valid URL");
        }
    }

    private static String body(Object body) {
        if (body == null || body instanceof String) {
            return (String) body;
        }
        return JsonRecords.tree(body).toString();
    }

    private static Map<String, String> headers(ConfigValues values) {
        Map<String, String> headers = new java.util.LinkedHashMap<>();
        values.map("headers").forEach((name, value) -> headers.put(name, String.valueOf(value)));
        return headers;
    }
}
