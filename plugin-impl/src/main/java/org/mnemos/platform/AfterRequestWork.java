package org.mnemos.platform;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Work a request asks for but must not wait for (the mails and alerts after a refresh). Not handed to the managed
 * executor from the request's thread: Payara carries the request's own invocation into the task and ends it when
 * the task ends, closing the request's persistence context while the request still uses it (a 500 in
 * ZeroTokenRefreshIT). A task scheduled at start-up drains the queue every {@value #DRAIN_MILLIS} ms and hands
 * the work to {@link BackgroundWork} in the application's context, as the job scheduler's ticks do.
 */
@ApplicationScoped
public class AfterRequestWork {

    private static final Logger LOG = Logger.getLogger(AfterRequestWork.class.getName());
    static final long DRAIN_MILLIS = 200;

    private final Queue<Runnable> queue = new ConcurrentLinkedQueue<>();
    private ScheduledFuture<?> drain;

    void start(@Observes @Priority(300) @Initialized(ApplicationScoped.class) Object startup) {
        drain = BackgroundWork.scheduler()
                .scheduleWithFixedDelay(this::drain, DRAIN_MILLIS, DRAIN_MILLIS, TimeUnit.MILLISECONDS);
    }

    @PreDestroy
    void stop() {
        if (drain != null) {
            drain.cancel(false);
        }
    }

    /** Runs {@code work} on the managed executor shortly after the calling request's thread moves on. */
    public void submit(Runnable work) {
        queue.add(work);
    }

    /** An exception escaping a drain would cancel the later ones. */
    private void drain() {
        for (Runnable work = queue.poll(); work != null; work = queue.poll()) {
            try {
                BackgroundWork.executor().execute(work);
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "Work handed on after a request could not be started", e);
            }
        }
    }
}
