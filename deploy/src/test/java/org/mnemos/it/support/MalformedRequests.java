package org.mnemos.it.support;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.mnemos.it.support.Endpoints.Endpoint;

/**
 * Requests that are wrong in one way each, drawn from a seeded {@link Random} over the deployed endpoints:
 * a body of the wrong type, missing or unknown fields, huge strings and arrays, deep nesting, invalid UTF-8
 * and NUL bytes, the wrong content type, an oversized body, bad ids, enormous or negative page sizes, NUL
 * and odd characters in query parameters, an unsupported method. Every one must be refused (or, for a
 * read, may be answered); none may be a 5xx. A seed makes a failure reproducible.
 */
public final class MalformedRequests {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{[^}]+}");
    private static final String[] CONTENT_TYPES = {
        "text/plain", "application/xml", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x",
        "application/json; charset=latin-7", "garbage", "application/json+", ""
    };
    private static final String[] ODD_VALUES = {
        "-1", "-2147483649", "99999999999999999999", "0", "1e309", "NaN", "%00", "\u0000", "a\u0000b", "🦄",
        "' OR 1=1 --", "../../etc/passwd", "%2e%2e%2f", "<script>", "true", "[]", "{}", " ", "\uFFFF", "%C3%28"
    };

    private final Random random;
    private final List<Endpoint> endpoints;
    private final SeededWorkspace ids;
    private final int maxBodyBytes;

    /** {@code ids} gives the placeholders real ids, so that a malformed request gets past routing. */
    public MalformedRequests(long seed, List<Endpoint> endpoints, SeededWorkspace ids, int maxBodyBytes) {
        this.random = new Random(seed);
        this.endpoints = endpoints;
        this.ids = ids;
        this.maxBodyBytes = maxBodyBytes;
    }

    /** One malformed request, and what was wrong with it (for the failure message). */
    public record Malformed(String method, String path, String contentType, byte[] body, String flaw) {}

    public Malformed next() {
        Endpoint endpoint = endpoints.get(random.nextInt(endpoints.size()));
        // Only flaws that make this endpoint's request wrong: a read may take an odd query (and may answer
        // it), a body-less POST would ignore a bad body and succeed.
        List<Integer> flaws = new ArrayList<>(List.of(0, 1, 2));
        if (endpoint.method().equals("GET")) {
            flaws.add(3);
        }
        if (endpoint.takesJson()) {
            flaws.addAll(List.of(4, 5, 6, 7, 8, 9));
        }
        return switch (flaws.get(random.nextInt(flaws.size()))) {
            case 0 -> withPath(endpoint, oddIds(endpoint.path()), "an odd id");
            case 1 -> new Malformed(otherMethod(endpoint), resolve(endpoint.path()), null, null, "another method");
            case 2 -> withPath(endpoint, resolve(endpoint.path()) + "/zz" + word(), "an address below the endpoint");
            case 3 -> withPath(endpoint, resolve(endpoint.path()) + "?" + oddQuery(endpoint), "odd query parameters");
            case 4 -> withBody(endpoint, wrongType(), "a body of the wrong type");
            case 5 -> withBody(endpoint, unknownFields(), "unknown and missing fields");
            case 6 -> withBody(endpoint, huge(), "a huge string or array");
            case 7 -> withBody(endpoint, deep(), "deep nesting");
            case 8 -> withBody(endpoint, invalidBytes(), "invalid UTF-8 or NUL bytes");
            default ->
                random.nextInt(8) > 0
                        ? new Malformed(
                                endpoint.method(),
                                resolve(endpoint.path()),
                                CONTENT_TYPES[random.nextInt(CONTENT_TYPES.length)],
                                "{\"name\":1}".getBytes(StandardCharsets.UTF_8),
                                "the wrong content type")
                        : withBody(endpoint, oversized(), "a body over the size limit");
        };
    }

    private Malformed withPath(Endpoint endpoint, String path, String flaw) {
        return new Malformed(endpoint.method(), path, null, null, flaw);
    }

    private Malformed withBody(Endpoint endpoint, byte[] body, String flaw) {
        return new Malformed(endpoint.method(), resolve(endpoint.path()), "application/json", body, flaw);
    }

    private String resolve(String template) {
        return ids.resolve(template);
    }

    /** One placeholder replaced by an odd value (percent-encoded, so that the URI stays one). */
    private String oddIds(String template) {
        Matcher placeholder = PLACEHOLDER.matcher(template);
        List<int[]> spans = new ArrayList<>();
        while (placeholder.find()) {
            // A run id is whatever text the workflow chose: no value of it is malformed.
            if (!placeholder.group().equals("{runId}")) {
                spans.add(new int[] {placeholder.start(), placeholder.end()});
            }
        }
        if (spans.isEmpty()) {
            return resolve(template) + "/" + encodePath(odd());
        }
        int[] span = spans.get(random.nextInt(spans.size()));
        return resolve(template.substring(0, span[0])) + encodePath(odd()) + resolve(template.substring(span[1]));
    }

    private String oddQuery(Endpoint endpoint) {
        List<String> names = new ArrayList<>(endpoint.query());
        names.addAll(List.of("size", "page", "rows", "zzz"));
        StringBuilder query = new StringBuilder();
        for (int i = 0; i < 1 + random.nextInt(3); i++) {
            String name = names.get(random.nextInt(names.size()));
            query.append(i == 0 ? "" : "&").append(name).append('=');
            query.append(random.nextInt(4) == 0 ? "%ZZ" : encode(odd()));
        }
        return query.toString();
    }

    /** A method the path does not serve at all, so that the request cannot do something else instead. */
    private String otherMethod(Endpoint endpoint) {
        List<String> unserved =
                new ArrayList<>(List.of("PATCH", "DELETE", "PUT", "POST", "GET", "TRACE", "PROPFIND", "BREW"));
        endpoints.stream()
                .filter(other -> other.path().equals(endpoint.path()))
                .forEach(other -> unserved.remove(other.method()));
        return unserved.isEmpty() ? "PATCH" : unserved.get(random.nextInt(unserved.size()));
    }

    private String odd() {
        return random.nextInt(5) == 0
                ? "x".repeat(1 + random.nextInt(2000))
                : ODD_VALUES[random.nextInt(ODD_VALUES.length)];
    }

    private String word() {
        return Integer.toString(random.nextInt(1_000_000), 36);
    }

    private byte[] wrongType() {
        String[] bodies = {
            "1",
            "\"text\"",
            "true",
            "[]",
            "[1,2,3]",
            "{\"name\":[]}",
            "{\"workspace\":42}",
            "{\"input\":\"x\"}",
            "{\"content\":{}}",
            "{\"role\":7}",
            "{\"halfLifeDays\":\"soon\"}",
            "-1",
            "1e400"
        };
        return bodies[random.nextInt(bodies.length)].getBytes(StandardCharsets.UTF_8);
    }

    private byte[] unknownFields() {
        return ("{\"" + word() + "\":" + random.nextInt() + ",\"" + odd().replace("\"", "") + "\":null}")
                .getBytes(StandardCharsets.UTF_8);
    }

    private byte[] huge() {
        int length = 10_000 + random.nextInt(200_000);
        String body = random.nextBoolean()
                ? "{\"name\":\"" + "n".repeat(length) + "\",\"content\":\"" + "c".repeat(length) + "\"}"
                : "{\"name\":[" + "1,".repeat(length / 2) + "1]}";
        return body.getBytes(StandardCharsets.UTF_8);
    }

    private byte[] deep() {
        int depth = 500 + random.nextInt(20_000);
        String open = random.nextBoolean() ? "[" : "{\"a\":";
        String close = open.equals("[") ? "]" : "}";
        return (open.repeat(depth) + "1" + close.repeat(depth)).getBytes(StandardCharsets.UTF_8);
    }

    private byte[] invalidBytes() {
        byte[][] bodies = {
            {'{', '"', 'n', 'a', 'm', 'e', '"', ':', '"', (byte) 0xC3, (byte) 0x28, '"', '}'},
            {'{', '"', 'n', 'a', 'm', 'e', '"', ':', '"', 0, '"', '}'},
            {(byte) 0xFF, (byte) 0xFE, '{', '}'},
            {0, 0, 0, 0},
            "{\"name\":\"\\u0000\",\"content\":\"a\\u0000b\"}".getBytes(StandardCharsets.UTF_8),
            {'{', '"', (byte) 0xED, (byte) 0xA0, (byte) 0x80, '"', ':', '1', '}'}
        };
        return bodies[random.nextInt(bodies.length)];
    }

    private byte[] oversized() {
        return ("{\"name\":\"" + "o".repeat(maxBodyBytes + 1) + "\"}").getBytes(StandardCharsets.UTF_8);
    }

    /**
     * A NUL, a broken escape or a climb above the root once decoded ({@code ..%2F..}) in the path never
     * reaches the application: the container refuses it first (see security.md and ContainerProblemsIT), so
     * the path gets them as text.
     */
    private static String encodePath(String value) {
        return URLEncoder.encode(value.replace("\u0000", ""), StandardCharsets.UTF_8)
                .replace("+", "%20")
                .replace("%2F", "%252F");
    }

    private static String encode(String value) {
        return value.startsWith("%")
                ? value
                : URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
