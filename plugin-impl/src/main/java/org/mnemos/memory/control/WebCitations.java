package org.mnemos.memory.control;

import com.github.benmanes.caffeine.cache.AsyncCache;
import com.github.benmanes.caffeine.cache.Caffeine;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.hc.client5.http.SystemDefaultDnsResolver;
import org.apache.hc.client5.http.classic.methods.HttpHead;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.core5.util.Timeout;
import org.mnemos.api.egress.DestinationNotAllowed;
import org.mnemos.api.egress.EgressPolicy;
import org.mnemos.security.control.EgressPolicies;

/**
 * Whether an http(s) citation still answers, asked off Recall's path: a verdict comes from a bounded cache,
 * or from a HEAD request that Recall waits for only briefly before it answers UNCHECKED (the next Recall
 * gets the verdict). The request goes only where the tenant's egress policy allows, to the very addresses
 * it checked, and never follows a redirect; a refused destination is UNCHECKED, so the verdict cannot
 * tell a caller whether an internal host answers.
 */
@ApplicationScoped
public class WebCitations {

    static final int CACHED_VERDICTS = 10_000;
    private static final Duration REQUEST_TIMEOUT = Duration.ofMillis(1500);
    private static final Duration RECALL_BUDGET = Duration.ofMillis(150);

    @Inject
    EgressPolicies egress;

    @Resource
    ManagedExecutorService executor;

    private volatile AsyncCache<Key, Validation> verdicts;

    private record Key(String tenant, String url) {}

    Validation check(String tenant, String url) {
        CompletableFuture<Validation> verdict = verdicts()
                .get(new Key(tenant, url), (key, pool) -> CompletableFuture.supplyAsync(() -> head(key), pool));
        try {
            return verdict.get(RECALL_BUDGET.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            return Validation.UNCHECKED;
        } catch (ExecutionException e) {
            return Validation.UNVERIFIABLE;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Validation.UNCHECKED;
        }
    }

    /** Verdicts held now; never more than {@link #CACHED_VERDICTS} once the cache has done its upkeep. */
    long cachedVerdicts() {
        verdicts().synchronous().cleanUp();
        return verdicts().synchronous().estimatedSize();
    }

    private AsyncCache<Key, Validation> verdicts() {
        if (verdicts == null) {
            synchronized (this) {
                if (verdicts == null) {
                    // Outside a container (unit tests) checks run on the caller's thread.
                    Executor pool = executor == null ? Runnable::run : executor;
                    verdicts = Caffeine.newBuilder()
                            .maximumSize(CACHED_VERDICTS)
                            .expireAfterWrite(Duration.ofMinutes(5))
                            .executor(pool)
                            .buildAsync();
                }
            }
        }
        return verdicts;
    }

    private Validation head(Key key) {
        EgressPolicy policy = egress.of(key.tenant());
        URI url;
        InetAddress[] checked;
        try {
            url = URI.create(key.url());
            checked = policy.check(url);
        } catch (DestinationNotAllowed | IllegalArgumentException e) {
            return Validation.UNCHECKED;
        } catch (UnknownHostException e) {
            return Validation.UNVERIFIABLE;
        }
        try (CloseableHttpClient http = pinnedClient(url.getHost(), checked, policy)) {
            int status = http.execute(new HttpHead(url), response -> response.getCode());
            if (status < 400) {
                return Validation.VALID;
            }
            return status == 404 || status == 410 ? Validation.STALE : Validation.UNVERIFIABLE;
        } catch (DestinationNotAllowed e) {
            return Validation.UNCHECKED;
        } catch (IOException | RuntimeException e) {
            return Validation.UNVERIFIABLE;
        }
    }

    /** A client that connects only to {@code checked} for {@code host}, without redirects, retries or cookies. */
    private static CloseableHttpClient pinnedClient(String host, InetAddress[] checked, EgressPolicy policy) {
        Timeout timeout = Timeout.of(REQUEST_TIMEOUT);
        return HttpClients.custom()
                .setConnectionManager(PoolingHttpClientConnectionManagerBuilder.create()
                        .setDnsResolver(new SystemDefaultDnsResolver() {
                            @Override
                            public InetAddress[] resolve(String name) throws UnknownHostException {
                                return name.equalsIgnoreCase(host) ? checked : policy.resolve(name);
                            }
                        })
                        .setDefaultConnectionConfig(ConnectionConfig.custom()
                                .setConnectTimeout(timeout)
                                .setSocketTimeout(timeout)
                                .build())
                        .build())
                .setDefaultRequestConfig(
                        RequestConfig.custom().setResponseTimeout(timeout).build())
                .disableRedirectHandling()
                .disableAutomaticRetries()
                .disableCookieManagement()
                .build();
    }
}
