package org.mnemos.datasource.control;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigProvider;
import org.mnemos.api.connector.Credential;
import org.mnemos.api.connector.CredentialResolver;

/**
 * Credentials named in source configurations, resolved from MicroProfile Config at the moment a
 * connector needs them: {@code mnemos.credentials.<name>.type} = {@code bearer} ({@code .token}),
 * {@code basic} ({@code .user}, {@code .password}) or {@code api-key} ({@code .header}, {@code .value}).
 * Values may be Payara password aliases ({@code ${ALIAS=name}}) or environment variables.
 */
@ApplicationScoped
public class ConfigCredentials implements CredentialResolver {

    @Override
    public Optional<Credential> resolve(String name) {
        Config config = ConfigProvider.getConfig();
        String prefix = "mnemos.credentials." + name + ".";
        return config.getOptionalValue(prefix + "type", String.class).map(type -> switch (type) {
            case "bearer" -> new Credential.BearerToken(config.getValue(prefix + "token", String.class));
            case "basic" ->
                new Credential.Basic(
                        config.getValue(prefix + "user", String.class),
                        config.getValue(prefix + "password", String.class));
            case "api-key" ->
                new Credential.ApiKey(
                        config.getValue(prefix + "header", String.class),
                        config.getValue(prefix + "value", String.class));
            default -> throw new IllegalStateException("Credential " + name + " has an unknown type " + type);
        });
    }
}
