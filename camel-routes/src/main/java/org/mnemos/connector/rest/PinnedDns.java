package org.mnemos.connector.rest;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.function.Supplier;
import org.apache.hc.client5.http.SystemDefaultDnsResolver;
import org.mnemos.api.egress.EgressPolicy;

/**
 * The only name lookup of the REST connector's HTTP client: every connection it opens goes to addresses
 * the egress policy of the read in progress has just checked, so a name cannot pass the check with one
 * address and connect to another. The policy travels with the calling thread, because a page is fetched
 * synchronously on it ({@code direct:} and camel-http's blocking producer); without one, only public
 * addresses resolve.
 */
final class PinnedDns extends SystemDefaultDnsResolver {

    private static final ThreadLocal<EgressPolicy> CURRENT = new ThreadLocal<>();

    static <T> T using(EgressPolicy policy, Supplier<T> call) {
        EgressPolicy outer = CURRENT.get();
        CURRENT.set(policy);
        try {
            return call.get();
        } finally {
            if (outer == null) {
                CURRENT.remove();
            } else {
                CURRENT.set(outer);
            }
        }
    }

    @Override
    public InetAddress[] resolve(String host) throws UnknownHostException {
        EgressPolicy policy = CURRENT.get();
        return (policy == null ? EgressPolicy.publicOnly() : policy).resolve(host);
    }
}
