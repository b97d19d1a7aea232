package org.mnemos.launcher;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Lines that libraries print straight to {@code System.out} or {@code System.err} (Payara prints a
 * few while it stops, and adds a console handler to its own logger in its shutdown hook) become log
 * records, so the console keeps only the launcher's lines.
 */
final class StrayOutput extends OutputStream {

    /** A handler that itself writes to the redirected stream must not loop back into logging. */
    private static final ThreadLocal<Boolean> PUBLISHING = ThreadLocal.withInitial(() -> false);

    private final Logger logger;
    private final Level level;
    private final PrintStream fallback;
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();

    private StrayOutput(Logger logger, Level level, PrintStream fallback) {
        this.logger = logger;
        this.level = level;
        this.fallback = fallback;
    }

    /** Redirects both standard streams of this JVM into the log. */
    static void capture() {
        System.setOut(stream("System.out", Level.INFO, System.out));
        System.setErr(stream("System.err", Level.WARNING, System.err));
    }

    private static PrintStream stream(String name, Level level, PrintStream original) {
        return new PrintStream(
                new StrayOutput(Logger.getLogger(name), level, original), true, Charset.defaultCharset());
    }

    @Override
    public synchronized void write(int b) {
        if (b == '\n') {
            flushLine();
        } else {
            line.write(b);
        }
    }

    @Override
    public synchronized void flush() {
        // PrintStream flushes after each println; a line is only logged once it is complete.
    }

    private void flushLine() {
        String text = line.toString(Charset.defaultCharset()).stripTrailing();
        line.reset();
        if (text.isEmpty()) {
            return;
        }
        if (PUBLISHING.get()) {
            fallback.println(text);
            return;
        }
        PUBLISHING.set(true);
        try {
            logger.log(level, text);
        } finally {
            PUBLISHING.set(false);
        }
    }
}
