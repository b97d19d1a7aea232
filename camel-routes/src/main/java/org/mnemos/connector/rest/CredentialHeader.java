package org.mnemos.connector.rest;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Optional;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.Credential;
import org.mnemos.api.connector.CredentialResolver;
import org.mnemos.api.connector.FailureCode;

/**
 * The HTTP header that presents a credential. Shared by the REST and MCP (HTTP transport)
 * connectors. Its {@link #toString()} hides the value.
 */
public record CredentialHeader(String name, String value) {

    /** The header for the credential named {@code name}; empty when no name is given. */
    public static Optional<CredentialHeader> resolve(CredentialResolver resolver, String name) {
        if (name == null) {
            return Optional.empty();
        }
        Credential credential = resolver.resolve(name)
                .orElseThrow(() -> new ConnectorException(
                        FailureCode.AUTH_FAILED, "There is no credential named '" + name + "'."));
        return Optional.of(of(credential));
    }

    static CredentialHeader of(Credential credential) {
        if (credential instanceof Credential.BearerToken bearer) {
            return new CredentialHeader("Authorization", "Bearer " + bearer.token());
        }
        if (credential instanceof Credential.Basic basic) {
            String pair = basic.user() + ":" + basic.password();
            return new CredentialHeader(
                    "Authorization",
                    "Basic " + Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.UTF_8)));
        }
        Credential.ApiKey key = (Credential.ApiKey) credential;
        return new CredentialHeader(key.header(), key.value());
    }

    @Override
    public String toString() {
        return "CredentialHeader[" + name + ": ***]";
    }
}
