package org.mnemos.api.node;

import java.time.Clock;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Who runs a node, where and when. The clock is part of the context so that lifetimes
 * (expiry, review, decay) are computed against the host's notion of now.
 */
public record NodeContext(
        String tenant, String workspace, String runId, String principal, Set<String> roles, Clock clock) {

    public NodeContext {
        Objects.requireNonNull(tenant, "tenant");
        Objects.requireNonNull(workspace, "workspace");
        Objects.requireNonNull(principal, "principal");
        roles = Set.copyOf(roles);
        Objects.requireNonNull(clock, "clock");
    }

    public Optional<String> run() {
        return Optional.ofNullable(runId);
    }

    public boolean hasRole(String role) {
        return roles.contains(role);
    }
}
