package org.mnemos.api.connector;

import java.util.Objects;

/**
 * A secret a connector presents to its source. Only {@link CredentialResolver}s create them,
 * from a name in a source configuration; the secret parts never appear in {@link #toString()}.
 */
public sealed interface Credential {

    /** {@code Authorization: Bearer <token>}. */
    record BearerToken(String token) implements Credential {
        public BearerToken {
            Objects.requireNonNull(token, "token");
        }

        @Override
        public String toString() {
            return "BearerToken[***]";
        }
    }

    /** HTTP basic authentication, or a database user and password. */
    record Basic(String user, String password) implements Credential {
        public Basic {
            Objects.requireNonNull(user, "user");
            Objects.requireNonNull(password, "password");
        }

        @Override
        public String toString() {
            return "Basic[user=" + user + ", password=***]";
        }
    }

    /** An API key sent in a named header, e.g. {@code X-API-Key}. */
    record ApiKey(String header, String value) implements Credential {
        public ApiKey {
            Objects.requireNonNull(header, "header");
            Objects.requireNonNull(value, "value");
        }

        @Override
        public String toString() {
            return "ApiKey[header=" + header + ", value=***]";
        }
    }
}
