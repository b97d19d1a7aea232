package org.mnemos.retrieval.control;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.retrieval.RetrievalIndex;

/**
 * Owns the retrieval index (derived data under the data directory). At start-up, after the schema
 * migration, the index is rebuilt from PostgreSQL when it does not hold exactly the entries the
 * database holds — with plain JDBC, because JPA is not usable yet while the application starts.
 */
@ApplicationScoped
public class RetrievalRuntime {

    private static final Logger LOG = Logger.getLogger(RetrievalRuntime.class.getName());

    @Inject
    @ConfigProperty(name = "mnemos.data.dir", defaultValue = "mnemos-data")
    String dataDir;

    @Inject
    DataSource dataSource;

    private RetrievalIndex index;

    void start(@Observes @Priority(50) @Initialized(ApplicationScoped.class) Object startup) throws SQLException {
        index = new LuceneRetrievalIndex(Path.of(dataDir).toAbsolutePath().resolve("index"));
        IndexRebuild rebuild = new IndexRebuild(dataSource, index);
        if (index.size() != rebuild.storedEntries()) {
            long started = System.nanoTime();
            long indexed = rebuild.run();
            LOG.info(() -> "Retrieval index rebuilt from PostgreSQL: " + indexed + " entries in "
                    + (System.nanoTime() - started) / 1_000_000 + " ms");
        }
    }

    @Produces
    public RetrievalIndex index() {
        return index;
    }

    @PreDestroy
    void stop() {
        if (index != null) {
            index.close();
        }
    }
}
