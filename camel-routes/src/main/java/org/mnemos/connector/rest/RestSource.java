package org.mnemos.connector.rest;

import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.apache.camel.ProducerTemplate;
import org.apache.camel.RoutesBuilder;
import org.mnemos.api.connector.CredentialResolver;
import org.mnemos.api.connector.RowStream;
import org.mnemos.api.connector.SourceType;
import org.mnemos.api.egress.EgressPolicy;
import org.mnemos.connector.camel.CamelRuntime;
import org.mnemos.connector.json.JsonRowStream;
import org.mnemos.connector.route.ConnectorSettings;
import org.mnemos.connector.source.SourceConnector;

/**
 * Opens REST sources: JSON answers of GET or POST requests, their records found by a record
 * path, page after page. camel-http fetches each page ({@link RestPageRoute}); walking the pages
 * stays here, because pages are asked for only as the consumer reads rows, one page in memory at
 * a time. The credential is resolved by name for each read and sent only to the configured
 * server; redirects are not followed for the same reason.
 */
@Dependent
public class RestSource implements SourceConnector {

    private final CredentialResolver credentials;
    private final Duration connectTimeout;
    private final Supplier<ProducerTemplate> producer;

    @Inject
    RestSource(ConnectorSettings settings, CamelRuntime camel) {
        // Looked up per read: the runtime creates its producer when the context starts.
        this(settings.credentials(), settings.policy().connectTimeout(), camel::producer);
    }

    public RestSource(CredentialResolver credentials, Duration connectTimeout, Supplier<ProducerTemplate> producer) {
        this.credentials = credentials;
        this.connectTimeout = connectTimeout;
        this.producer = producer;
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
    public Optional<RoutesBuilder> routes() {
        return Optional.of(new RestPageRoute(connectTimeout));
    }

    @Override
    public RowStream open(Map<String, Object> config) {
        return open(RestConfig.from(config), EgressPolicy.of(config));
    }

    /** Reads the first page now (so a bad address fails here) and the next ones as rows are read. */
    public RowStream open(RestConfig config, EgressPolicy egress) {
        RestCall call =
                new RestCall(producer, config, CredentialHeader.resolve(credentials, config.credential()), egress);
        RestPages pages = new RestPages(call, config);
        return new JsonRowStream(pages.first(), pages);
    }
}
