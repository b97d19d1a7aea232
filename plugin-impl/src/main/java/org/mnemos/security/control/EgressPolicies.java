package org.mnemos.security.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.Config;
import org.mnemos.api.egress.EgressPolicy;

/**
 * Each tenant's egress policy, from the administrator's configuration: {@code mnemos.egress.allow} for
 * every tenant and {@code mnemos.egress.allow.<tenant>} for one, each a comma-separated list of host
 * names, IP addresses and CIDR blocks. Unset means public addresses only. A list that does not parse is
 * reported once and ignored, so a typo never opens the server's network.
 */
@ApplicationScoped
public class EgressPolicies {

    static final String KEY = "mnemos.egress.allow";
    private static final Logger LOG = Logger.getLogger(EgressPolicies.class.getName());

    @Inject
    Config config;

    private final Map<String, EgressPolicy> byTenant = new ConcurrentHashMap<>();

    public EgressPolicy of(String tenant) {
        return byTenant.computeIfAbsent(tenant, this::read);
    }

    private EgressPolicy read(String tenant) {
        List<String> entries = new ArrayList<>(entries(KEY));
        entries.addAll(entries(KEY + "." + tenant));
        try {
            return EgressPolicy.allowing(entries);
        } catch (IllegalArgumentException e) {
            LOG.severe(() -> "Ignoring the egress allow-list of tenant " + tenant + " (" + KEY + "): " + e.getMessage()
                    + "; only public addresses are reachable.");
            return EgressPolicy.publicOnly();
        }
    }

    private List<String> entries(String key) {
        return config.getOptionalValue(key, String.class)
                .map(value -> Arrays.asList(value.split(",")))
                .orElse(List.of());
    }
}
