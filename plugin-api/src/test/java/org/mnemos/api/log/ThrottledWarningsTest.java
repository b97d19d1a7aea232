package org.mnemos.api.log;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ThrottledWarningsTest {

    private static final Duration MINUTE = Duration.ofMinutes(1);

    private final Logger log = Logger.getLogger(ThrottledWarningsTest.class.getName());
    private final List<LogRecord> lines = new CopyOnWriteArrayList<>();
    private final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord record) {
            lines.add(record);
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    };
    private final AtomicLong now = new AtomicLong();
    private final ThrottledWarnings warnings = new ThrottledWarnings(log, MINUTE, now::get);

    @BeforeEach
    void capture() {
        log.setUseParentHandlers(false);
        log.addHandler(capture);
    }

    @AfterEach
    void release() {
        log.removeHandler(capture);
    }

    @Test
    void aThousandIdenticalWarningsWithinAMinuteAreOneLineThenOneLineCountingTheRest() {
        for (int i = 0; i < 1_000; i++) {
            warnings.warn("SOURCE_UNREACHABLE", () -> "The server at http://crm.example.com cannot be reached.");
        }
        assertThat(lines).hasSize(1);

        now.addAndGet(MINUTE.toNanos());
        warnings.warn("SOURCE_UNREACHABLE", () -> "The server at http://crm.example.com cannot be reached.");

        assertThat(lines).hasSize(2);
        assertThat(lines.get(1).getMessage()).endsWith("(999 more since the last report)");
        assertThat(lines).allSatisfy(line -> {
            assertThat(line.getLevel()).isEqualTo(Level.WARNING);
            assertThat(line.getThrown()).isNull();
        });
    }

    @Test
    void eachKindHasItsOwnAllowanceAndAVariedMessageNone() {
        for (int i = 0; i < 500; i++) {
            int host = i;
            warnings.warn(
                    "SOURCE_UNREACHABLE", () -> "The server at http://host" + host + ".example cannot be reached.");
            warnings.warn(
                    "AUTH_FAILED", () -> "The server at http://host" + host + ".example refused the credentials.");
        }

        assertThat(lines)
                .extracting(LogRecord::getMessage)
                .containsExactly(
                        "The server at http://host0.example cannot be reached.",
                        "The server at http://host0.example refused the credentials.");
    }

    @Test
    void kindsBeyondTheBoundShareOneAllowance() {
        for (int i = 0; i < ThrottledWarnings.MAX_KINDS + 1_000; i++) {
            warnings.warn("kind " + i, () -> "failed");
        }

        assertThat(lines).hasSize(ThrottledWarnings.MAX_KINDS + 1);
    }

    @Test
    void aMessageIsOneLineWhateverTheFailureCarries() {
        warnings.warn("MALFORMED_SOURCE_DATA", () -> "Not JSON:\r\n<html>\n<title>502</title>\u2028end");

        assertThat(lines.get(0).getMessage()).isEqualTo("Not JSON: <html> <title>502</title> end");
    }
}
