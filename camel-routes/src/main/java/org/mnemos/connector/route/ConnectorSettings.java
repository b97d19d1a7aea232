package org.mnemos.connector.route;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.api.connector.CredentialResolver;

/**
 * What the connectors read from configuration, in one place, for every connector bean to
 * inject. The defaults live in plugin-impl's {@code microprofile-config.properties}, beside every
 * other Mnemos default: the connectors only run inside the Mnemos WAR. Secrets come from the application's {@link CredentialResolver} bean; without one,
 * no credential name resolves.
 */
@ApplicationScoped
public class ConnectorSettings {

    @Inject
    @ConfigProperty(name = "mnemos.data.dir")
    String dataDir;

    /** Datasource names SQL sources may use (JDBC resources {@code jdbc/<name>}). */
    @Inject
    @ConfigProperty(name = "mnemos.connector.sql.datasources")
    Optional<String> dataSources;

    /** Programs STDIO MCP sources may start (as written in the source's {@code command}). */
    @Inject
    @ConfigProperty(name = "mnemos.connector.mcp.programs")
    Optional<String> mcpPrograms;

    @Inject
    @ConfigProperty(name = "mnemos.connector.retries")
    int retries;

    @Inject
    @ConfigProperty(name = "mnemos.connector.read-timeout")
    String readTimeout;

    @Inject
    Instance<CredentialResolver> credentialResolvers;

    public ConnectorPolicy policy() {
        ConnectorPolicy defaults = ConnectorPolicy.defaults();
        return new ConnectorPolicy(
                retries,
                defaults.firstDelay(),
                defaults.maxDelay(),
                defaults.breakerCalls(),
                defaults.breakerOpenFor(),
                defaults.connectTimeout(),
                Duration.parse(readTimeout));
    }

    public CredentialResolver credentials() {
        return credentialResolvers.isResolvable() ? credentialResolvers.get() : name -> Optional.empty();
    }

    /** CSV sources read files under {@code <data dir>/sources} only. */
    public Path sourceFolder() {
        try {
            return Files.createDirectories(Path.of(dataDir, "sources"));
        } catch (IOException e) {
            throw new UncheckedIOException("The CSV source folder cannot be created under " + dataDir, e);
        }
    }

    public Set<String> sqlDataSources() {
        return names(dataSources);
    }

    public Set<String> mcpPrograms() {
        return names(mcpPrograms);
    }

    /** A comma-separated allow-list; Payara's MicroProfile Config cannot inject {@code Optional<List<…>>}. */
    private static Set<String> names(Optional<String> list) {
        return list.stream()
                .flatMap(text -> Arrays.stream(text.split(",")))
                .map(String::strip)
                .filter(name -> !name.isEmpty())
                .collect(Collectors.toUnmodifiableSet());
    }
}
