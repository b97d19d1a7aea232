package org.mnemos.connector.rest;

import java.time.Duration;
import java.util.function.Supplier;
import org.apache.camel.component.http.HttpComponent;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.core5.util.Timeout;
import org.mnemos.api.egress.EgressPolicy;

/**
 * A camel-http component that sends only where the egress policy of the calling thread allows: names
 * resolve through {@link PinnedDns}, so the client connects to exactly the addresses checked. Shared by
 * every route that sends a request on a user's behalf (REST source pages, webhooks).
 */
public final class GuardedHttp {

    private GuardedHttp() {}

    /**
     * Retries belong to the error policy (HttpClient would repeat a 503 itself); a redirect could carry a
     * credential to another server, unchecked; a cookie must not pass from one request to the next.
     */
    public static void configure(HttpComponent http, Duration connectTimeout) {
        http.setAutomaticRetriesDisabled(true);
        http.setRedirectHandlingDisabled(true);
        http.setCookieManagementDisabled(true);
        http.setConnectTimeout(connectTimeout.toMillis());
        http.setClientConnectionManager(PoolingHttpClientConnectionManagerBuilder.create()
                .setDnsResolver(new PinnedDns())
                .setDefaultConnectionConfig(ConnectionConfig.custom()
                        .setConnectTimeout(Timeout.of(connectTimeout))
                        .build())
                .build());
    }

    /** Runs a synchronous send whose connections resolve names through {@code policy}. */
    public static <T> T using(EgressPolicy policy, Supplier<T> send) {
        return PinnedDns.using(policy, send);
    }
}
