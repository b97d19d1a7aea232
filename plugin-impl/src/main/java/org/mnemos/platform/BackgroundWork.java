package org.mnemos.platform;

import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import java.util.concurrent.Executor;
import javax.naming.InitialContext;
import javax.naming.NamingException;

/**
 * The server's managed executor, for work that must not hold the thread that asked for it (a scheduled refresh,
 * a mail). Looked up by its server-wide name rather than injected: the first caller may be the scheduler's
 * executor thread, where no component's naming context is set.
 */
public final class BackgroundWork {

    private static volatile Executor executor;

    private BackgroundWork() {}

    public static Executor executor() {
        if (executor == null) {
            try {
                executor =
                        InitialContext.<ManagedExecutorService>doLookup("concurrent/__defaultManagedExecutorService");
            } catch (NamingException e) {
                throw new IllegalStateException("The server's managed executor is not available", e);
            }
        }
        return executor;
    }

    /**
     * The server's managed scheduled executor, for ticks started while the application starts (component
     * resources are not bound yet then, so it too is looked up by its server-wide name).
     */
    public static ManagedScheduledExecutorService scheduler() {
        try {
            return InitialContext.doLookup("concurrent/__defaultManagedScheduledExecutorService");
        } catch (NamingException e) {
            throw new IllegalStateException("The server's managed scheduled executor is not available", e);
        }
    }
}
