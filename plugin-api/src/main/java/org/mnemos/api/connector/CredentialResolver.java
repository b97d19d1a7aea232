package org.mnemos.api.connector;

import java.util.Optional;

/**
 * Turns the credential name of a source configuration into the secret, at the moment a
 * connector needs it, so that configurations, memory and logs only ever hold names. The host
 * decides where secrets live (configuration, a vault, the application server's aliases).
 */
@FunctionalInterface
public interface CredentialResolver {

    /** The credential registered under {@code name}, or empty when there is none. */
    Optional<Credential> resolve(String name);
}
