package org.mnemos.retrieval.control;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Priority;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.naming.InitialContext;
import javax.naming.NamingException;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.metrics.Metadata;
import org.eclipse.microprofile.metrics.MetricRegistry;
import org.mnemos.platform.DataDirectory;

/**
 * Owns this instance's retrieval index (derived data under the data directory) and its following of the
 * change log. At start-up, after the schema migration, the index replays the log from the position its
 * last commit recorded; it is rebuilt from PostgreSQL only when it has no such position, was built from
 * another database, document layout or embedding model, or the rows it needed were compacted away. Then it polls the log,
 * commits every few seconds, tells the other instances how far it got and compacts the log. Plain JDBC
 * throughout: JPA is not usable yet while the application starts.
 */
@ApplicationScoped
public class RetrievalRuntime {

    private static final Logger LOG = Logger.getLogger(RetrievalRuntime.class.getName());
    private static final Duration COMMIT = Duration.ofSeconds(5);

    static final Metadata LAG = Metadata.builder()
            .withName("mnemos.index.lag")
            .withDescription("Change-log positions this instance's retrieval index has still to apply (0 = up to "
                    + "date); while the database is unreachable, the last figure read")
            .build();

    @Inject
    DataDirectory dataDirectory;

    @Inject
    IndexSource source;

    @Inject
    ChangeLog log;

    @Inject
    LogFollowers followers;

    @Inject
    MetricRegistry metrics;

    @Inject
    EmbeddingModel embeddings;

    @Inject
    @ConfigProperty(name = "mnemos.index.log.poll-interval")
    Duration pollInterval;

    @Inject
    @ConfigProperty(name = "mnemos.index.log.heartbeat")
    Duration heartbeat;

    @Inject
    @ConfigProperty(name = "mnemos.index.log.compaction-interval")
    Duration compaction;

    @Inject
    @ConfigProperty(name = "mnemos.index.log.follower-timeout")
    Duration followerTimeout;

    private RetrievalIndex index;
    private IndexFollower follower;
    private String host;
    private volatile long lag;
    private final List<Future<?>> tasks = new ArrayList<>();

    void start(@Observes @Priority(50) @Initialized(ApplicationScoped.class) Object startup) throws SQLException {
        Path path = dataDirectory.resolve("index");
        host = host(path);
        index = new LuceneRetrievalIndex(path);
        String origin = log.origin();
        Optional<IndexCheckpoint> committed = IndexCheckpoint.of(index.commitData());
        String name = committed
                .map(IndexCheckpoint::follower)
                .orElseGet(() -> UUID.randomUUID().toString());
        Optional<String> rebuildBecause = rebuildReason(committed, origin, name);
        if (rebuildBecause.isEmpty()) {
            follower = new IndexFollower(index, log, source, committed.get());
            long started = System.nanoTime();
            long replayed = follower.replay();
            LOG.info(() ->
                    "Retrieval index replayed " + replayed + " changes from the change log in " + millisSince(started)
                            + " ms, now at position " + follower.cursor().position());
        } else {
            follower = new IndexFollower(
                    index,
                    log,
                    source,
                    new IndexCheckpoint(origin, name, EntryDocument.LAYOUT, embeddings.name(), LogCursor.START));
            rebuild(rebuildBecause.get());
        }
        follower.commit();
        schedule();
        metrics.gauge(LAG, this::lag);
    }

    private long lag() {
        try {
            lag = follower.positionsBehind();
        } catch (SQLException | RuntimeException e) {
            // The database is unreachable (readiness says so): the figure last read stands.
        }
        return lag;
    }

    /** Why the committed index cannot just replay the log; registers it as a follower when it can. */
    private Optional<String> rebuildReason(Optional<IndexCheckpoint> committed, String origin, String name)
            throws SQLException {
        if (committed.isEmpty()) {
            return Optional.of("it records no change-log position");
        }
        if (!committed.get().follows(origin, embeddings.name())) {
            return Optional.of("it was built from another database, document layout or embedding model");
        }
        if (!followers.register(name, host, committed.get().cursor())) {
            return Optional.of("the change-log rows it needs were compacted while it was away");
        }
        return Optional.empty();
    }

    private void rebuild(String because) throws SQLException {
        long started = System.nanoTime();
        LogCursor from = log.head();
        // Registered first: compaction keeps the rows after this cursor while the database is read.
        followers.register(follower.name(), host, from);
        long indexed = follower.rebuild(new IndexRebuild(source, index), from);
        LOG.info(() -> "Retrieval index rebuilt from PostgreSQL because " + because + ": " + indexed + " entries in "
                + millisSince(started) + " ms");
    }

    private void schedule() {
        ManagedScheduledExecutorService scheduler = scheduler();
        tasks.add(every(scheduler, pollInterval, follower::poll));
        tasks.add(every(scheduler, COMMIT, follower::commit));
        tasks.add(every(scheduler, heartbeat, this::heartbeat));
        tasks.add(every(scheduler, compaction, this::compact));
    }

    /** Tells the others how far this index got; an index taken for dead while it was stalled starts over. */
    private void heartbeat() {
        try {
            if (!followers.heartbeat(follower.name(), host, follower.committedCursor())) {
                LOG.warning("This instance was taken for dead by the change log's compaction (not heard of for "
                        + followerTimeout + "); rebuilding its retrieval index");
                rebuild("rows it had not applied were compacted");
            }
        } catch (SQLException | RuntimeException e) {
            LOG.log(Level.WARNING, "Cannot report the retrieval index's change-log position", e);
        }
    }

    private void compact() {
        try {
            int deleted = followers.compact(followerTimeout);
            LOG.fine(() -> "Change log compacted: " + deleted + " rows every instance has applied");
        } catch (SQLException | RuntimeException e) {
            LOG.log(Level.WARNING, "Cannot compact the retrieval index's change log", e);
        }
    }

    private static Future<?> every(ManagedScheduledExecutorService scheduler, Duration period, Runnable task) {
        return scheduler.scheduleWithFixedDelay(task, period.toMillis(), period.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Looked up by its server-wide name: component resources are not bound yet while the application starts. */
    private static ManagedScheduledExecutorService scheduler() {
        try {
            return InitialContext.doLookup("concurrent/__defaultManagedScheduledExecutorService");
        } catch (NamingException e) {
            throw new IllegalStateException("The server's managed scheduled executor is not available", e);
        }
    }

    /** How operators tell the followers apart in {@code index_follower}: machine and index directory. */
    private static String host(Path index) {
        String machine;
        try {
            machine = InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            machine = "unknown host";
        }
        String host = machine + ":" + index;
        return host.length() <= 255 ? host : host.substring(host.length() - 255);
    }

    private static long millisSince(long started) {
        return (System.nanoTime() - started) / 1_000_000;
    }

    @Produces
    public RetrievalIndex index() {
        return index;
    }

    @Produces
    public IndexFollower follower() {
        return follower;
    }

    @PreDestroy
    void stop() {
        tasks.forEach(task -> task.cancel(false));
        if (follower != null) {
            follower.close();
            try {
                followers.heartbeat(follower.name(), host, follower.committedCursor());
            } catch (SQLException | RuntimeException e) {
                LOG.log(Level.FINE, "Could not report the index's last position while stopping", e);
            }
        } else if (index != null) {
            index.close();
        }
    }
}
