package org.mnemos.connector.route;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Dependent;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apache.camel.RoutesBuilder;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.api.connector.CredentialResolver;
import org.mnemos.connector.csv.AllowedPaths;
import org.mnemos.connector.csv.CsvSource;
import org.mnemos.connector.mcp.McpSource;
import org.mnemos.connector.rest.RestSource;
import org.mnemos.connector.sql.SqlSource;

/**
 * Wires the connectors from configuration and hands their routes to the Camel runtime (which
 * adds every {@link RoutesBuilder} bean). Secrets come from the application's
 * {@link CredentialResolver} bean; without one, no credential name resolves.
 */
@ApplicationScoped
public class ConnectorSetup {

    @Inject
    @ConfigProperty(name = "mnemos.data.dir", defaultValue = "mnemos-data")
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
    @ConfigProperty(name = "mnemos.connector.retries", defaultValue = "3")
    int retries;

    @Inject
    @ConfigProperty(name = "mnemos.connector.read-timeout", defaultValue = "PT30S")
    String readTimeout;

    @Inject
    Instance<CredentialResolver> credentialResolvers;

    @Produces
    @Dependent
    RoutesBuilder connectorErrorPolicy() {
        return new ConnectorErrorPolicy(policy());
    }

    @Produces
    @Dependent
    RoutesBuilder connectorRoutes() {
        ConnectorPolicy policy = policy();
        CredentialResolver credentials = credentialResolvers.isResolvable() ? credentialResolvers.get() : name -> Optional.empty();
        Set<String> programs = names(mcpPrograms);
        return new ConnectorRoutes(List.of(
                new CsvSource(new AllowedPaths(sourceFolder())),
                new SqlSource(new NamedDataSources(names(dataSources))),
                new RestSource(credentials, policy.connectTimeout()),
                new McpSource(credentials, programs::contains, policy.readTimeout())),
                new SourceBreakers(policy));
    }

    private ConnectorPolicy policy() {
        ConnectorPolicy defaults = ConnectorPolicy.defaults();
        return new ConnectorPolicy(retries, defaults.firstDelay(), defaults.maxDelay(), defaults.breakerCalls(),
                defaults.breakerOpenFor(), defaults.connectTimeout(), Duration.parse(readTimeout));
    }

    /** CSV sources read files under {@code <data dir>/sources} only. */
    private Path sourceFolder() {
        try {
            return Files.createDirectories(Path.of(dataDir, "sources"));
        } catch (IOException e) {
            throw new UncheckedIOException("The CSV source folder cannot be created under " + dataDir, e);
        }
    }

    /** A comma-separated allow-list; Payara's MicroProfile Config cannot inject {@code Optional<List<…>>}. */
    private static Set<String> names(Optional<String> list) {
        Set<String> names = new HashSet<>();
        list.ifPresent(text -> Arrays.stream(text.split(",")).map(String::strip).filter(n -> !n.isEmpty()).forEach(names::add));
        return names;
    }
}
