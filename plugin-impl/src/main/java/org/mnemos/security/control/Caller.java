package org.mnemos.security.control;

import java.util.Objects;
import java.util.Set;

/** The authenticated caller: claims {@code tenant}, {@code sub} and {@code groups} of the bearer token. */
public record Caller(String tenant, String user, Set<String> groups) {

    public static final String ADMIN = "admin";

    /** The longest tenant and user the tables keep (their columns), so a longer claim is refused up front. */
    public static final int MAX_TENANT = 100;

    public static final int MAX_USER = 200;

    public Caller {
        Objects.requireNonNull(tenant, "tenant");
        Objects.requireNonNull(user, "user");
        groups = Set.copyOf(groups);
    }

    public boolean isAdmin() {
        return groups.contains(ADMIN);
    }
}
