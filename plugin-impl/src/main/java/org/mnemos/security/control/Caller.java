package org.mnemos.security.control;

import java.util.Objects;
import java.util.Set;

/** The authenticated caller: claims {@code tenant}, {@code sub} and {@code groups} of the bearer token. */
public record Caller(String tenant, String user, Set<String> groups) {

    public static final String ADMIN = "admin";

    public Caller {
        Objects.requireNonNull(tenant, "tenant");
        Objects.requireNonNull(user, "user");
        groups = Set.copyOf(groups);
    }

    public boolean isAdmin() {
        return groups.contains(ADMIN);
    }
}
