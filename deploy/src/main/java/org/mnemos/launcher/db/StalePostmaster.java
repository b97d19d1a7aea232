package org.mnemos.launcher.db;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * After a {@code kill -9} of the launcher the PostgreSQL server keeps running and holds the
 * cluster. Its own {@code pg_ctl} may not reach it (as root the binaries run in a user
 * namespace), so the postmaster named in {@code postmaster.pid} is signalled directly.
 */
final class StalePostmaster {

    private static final Duration GRACE = Duration.ofSeconds(30);

    private StalePostmaster() {}

    static void stopIfRunning(Path cluster) throws IOException {
        Path pidFile = cluster.resolve("postmaster.pid");
        if (!Files.exists(pidFile)) {
            return;
        }
        List<String> lines = Files.readAllLines(pidFile);
        if (!lines.isEmpty()) {
            ProcessHandle.of(Long.parseLong(lines.get(0).trim()))
                    .filter(ProcessHandle::isAlive)
                    .filter(StalePostmaster::isPostgres)
                    .ifPresent(StalePostmaster::stop);
        }
        Files.deleteIfExists(pidFile);
    }

    private static boolean isPostgres(ProcessHandle process) {
        return process.info()
                .command()
                .map(command -> command.contains("postgres"))
                .orElse(true);
    }

    private static void stop(ProcessHandle postmaster) {
        CompletableFuture<ProcessHandle> exited = postmaster.onExit();
        postmaster.destroy();
        try {
            exited.get(GRACE.toSeconds(), TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            postmaster.destroyForcibly();
        } catch (ExecutionException e) {
            throw new IllegalStateException("could not stop the stale PostgreSQL server " + postmaster.pid(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
