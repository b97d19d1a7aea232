package org.mnemos.retrieval.control;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Priority;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import java.sql.SQLException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Logger;
import javax.naming.InitialContext;
import javax.naming.NamingException;
import org.mnemos.platform.DataDirectory;

/**
 * Owns the retrieval index (derived data under the data directory). At start-up, after the schema
 * migration, the index is rebuilt from PostgreSQL when it does not hold exactly the entries the
 * database holds — with plain JDBC, because JPA is not usable yet while the application starts.
 */
@ApplicationScoped
public class RetrievalRuntime {

    private static final Logger LOG = Logger.getLogger(RetrievalRuntime.class.getName());

    @Inject
    DataDirectory dataDirectory;

    @Inject
    IndexSource source;

    private static final long COMMIT_SECONDS = 5;

    private RetrievalIndex index;
    private ScheduledFuture<?> commits;

    void start(@Observes @Priority(50) @Initialized(ApplicationScoped.class) Object startup) throws SQLException {
        index = new LuceneRetrievalIndex(dataDirectory.resolve("index"));
        IndexRebuild rebuild = new IndexRebuild(source, index);
        if (index.size() != rebuild.storedEntries()) {
            long started = System.nanoTime();
            long indexed = rebuild.run();
            LOG.info(() -> "Retrieval index rebuilt from PostgreSQL: " + indexed + " entries in "
                    + (System.nanoTime() - started) / 1_000_000 + " ms");
        }
        commits = scheduler().scheduleWithFixedDelay(index::commit, COMMIT_SECONDS, COMMIT_SECONDS, TimeUnit.SECONDS);
    }

    /** Looked up by its server-wide name: component resources are not bound yet while the application starts. */
    private static ManagedScheduledExecutorService scheduler() {
        try {
            return InitialContext.doLookup("concurrent/__defaultManagedScheduledExecutorService");
        } catch (NamingException e) {
            throw new IllegalStateException("The server's managed scheduled executor is not available", e);
        }
    }

    @Produces
    public RetrievalIndex index() {
        return index;
    }

    @PreDestroy
    void stop() {
        if (commits != null) {
            commits.cancel(false);
        }
        if (index != null) {
            index.close();
        }
    }
}
