package org.mnemos.connector.rest;

import java.net.http.HttpClient;
import java.time.Duration;
import java.util.Map;
import org.mnemos.api.connector.CredentialResolver;
import org.mnemos.api.connector.RowStream;
import org.mnemos.api.connector.SourceType;
import org.mnemos.connector.json.JsonRowStream;
import org.mnemos.connector.source.SourceConnector;

/**
 * Opens REST sources: JSON answers of GET or POST requests, their records found by a record
 * path, page after page. The credential is resolved by name for each read and sent only to
 * the configured server; redirects are not followed for the same reason.
 */
public class RestSource implements SourceConnector {

    private final CredentialResolver credentials;
    private final HttpClient client;

    public RestSource(CredentialResolver credentials, Duration connectTimeout) {
        this.credentials = credentials;
        this.client = HttpClient.newBuilder().connectTimeout(connectTimeout)
                .followRedirects(HttpClient.Redirect.NEVER).build();
    }

    @Override
    public SourceType type() {
        return SourceType.REST;
    }

    @Override
    public String sourceKey(Map<String, Object> config) {
        var url = RestConfig.from(config).url();
        return "rest:" + url.getScheme() + "://" + url.getAuthority();
    }

    @Override
    public RowStream open(Map<String, Object> config) {
        return open(RestConfig.from(config));
    }

    /** Reads the first page now (so a bad address fails here) and the next ones as rows are read. */
    public RowStream open(RestConfig config) {
        RestCall call = new RestCall(client, config, CredentialHeader.resolve(credentials, config.credential()));
        RestPages pages = new RestPages(call, config);
        return new JsonRowStream(pages.first(), pages);
    }
}
