package org.mnemos.connector.rest;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.FailureCode;
import org.mnemos.connector.json.JsonRecords;

/**
 * Walks the pages of a REST source one at a time, on demand. A next link may only lead to the
 * configured server (scheme, host and port), so a page cannot send the credential elsewhere;
 * a page limit stops a server that never ends its pagination.
 */
final class RestPages implements Supplier<List<JsonNode>> {

    static final int MAX_PAGES = 10_000;

    private final RestCall call;
    private final RestConfig config;
    private final Pagination pagination;
    private URI current;
    private JsonNode lastPage;
    private int lastSize;
    private int pages;

    RestPages(RestCall call, RestConfig config) {
        this.call = call;
        this.config = config;
        this.pagination = config.pagination();
    }

    List<JsonNode> first() {
        boolean offsets = pagination != null && pagination.type() == Pagination.Type.OFFSET;
        return load(offsets ? withOffset(0) : config.url());
    }

    @Override
    public List<JsonNode> get() {
        URI next = pagination == null ? null : next();
        return next == null ? List.of() : load(next);
    }

    private URI next() {
        if (pagination.type() == Pagination.Type.OFFSET) {
            return lastSize < pagination.pageSize() ? null : withOffset((long) pages * pagination.pageSize());
        }
        String link = JsonRecords.text(lastPage, pagination.nextPath());
        if (link == null) {
            return null;
        }
        URI next = current.resolve(link);
        if (!sameServer(next, config.url())) {
            throw new ConnectorException(
                    FailureCode.SOURCE_SCHEMA_INVALID,
                    "The next-page link of " + config.location() + " leads to another server ("
                            + RestConfig.location(next) + ").");
        }
        return next;
    }

    private List<JsonNode> load(URI url) {
        if (++pages > MAX_PAGES) {
            throw new ConnectorException(
                    FailureCode.ROW_LIMIT_EXCEEDED, config.location() + " has more than " + MAX_PAGES + " pages.");
        }
        current = url;
        lastPage = call.fetch(url);
        List<JsonNode> records = JsonRecords.select(lastPage, config.recordPath());
        lastSize = records.size();
        return records;
    }

    /** The configured URL with the offset and limit parameters of a page, other parameters kept. */
    private URI withOffset(long offset) {
        URI url = config.url();
        Stream<String> kept = url.getRawQuery() == null
                ? Stream.empty()
                : Arrays.stream(url.getRawQuery().split("&"))
                        .filter(p -> !p.startsWith(pagination.offsetParam() + "=")
                                && !p.startsWith(pagination.limitParam() + "="));
        String query = Stream.concat(
                        kept,
                        Stream.of(
                                pagination.offsetParam() + "=" + offset,
                                pagination.limitParam() + "=" + pagination.pageSize()))
                .collect(Collectors.joining("&"));
        return URI.create(RestConfig.location(url) + "?" + query);
    }

    private static boolean sameServer(URI a, URI b) {
        return a.getScheme().equalsIgnoreCase(b.getScheme())
                && a.getHost().equalsIgnoreCase(b.getHost())
                && Objects.equals(port(a), port(b));
    }

    private static int port(URI url) {
        return url.getPort() >= 0 ? url.getPort() : "https".equalsIgnoreCase(url.getScheme()) ? 443 : 80;
    }
}
