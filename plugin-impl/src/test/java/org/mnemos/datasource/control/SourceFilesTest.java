package org.mnemos.datasource.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.datasource.control.SourceQuotas.Room;
import org.mnemos.platform.DataDirectory;
import org.mnemos.platform.ProblemException;

/** Uploads against the limit of one file and the room the workspace's byte quota leaves (issue 29). */
class SourceFilesTest {

    private static final String WS = "ws-1";

    @TempDir
    Path data;

    private final SourceFiles files = new SourceFiles();

    @BeforeEach
    void dataDirectory() {
        files.dataDirectory = new DataDirectory() {
            @Override
            public Path root() {
                return data;
            }
        };
        files.maxBytes = 1_000;
    }

    @Test
    void aFileWithinBothLimitsIsStoredAndCounted() {
        SourceFiles.Stored stored = files.store(WS, "s1", csv(300), 300L, new Room(500, 100));

        assertThat(stored.bytes()).isEqualTo(300);
        assertThat(files.size(WS, "s1")).isEqualTo(300);
        assertThat(files.size(WS, "none")).isZero();
    }

    @Test
    void aDeclaredLengthOverTheQuotaIsRefusedBeforeOneByteIsRead() {
        CountingStream body = new CountingStream(csv(450));

        ProblemException refused = catchThrowableOfType(
                () -> files.store(WS, "s1", body, 450L, new Room(500, 100)), ProblemException.class);

        assertThat(refused.problem().code()).isEqualTo(ErrorCode.STORAGE_QUOTA_EXCEEDED);
        assertThat(refused.problem().status()).isEqualTo(413);
        assertThat(refused.problem().extensions()).containsEntry("limit", 500L).containsEntry("used", 100L);
        assertThat(body.read.get()).isZero();
        assertThat(data.resolve("sources")).doesNotExist();
    }

    @Test
    void aChunkedUploadIsStoppedWhereItCrossesTheQuotaAndTheEarlierFileStays() throws Exception {
        files.store(WS, "s1", csv(200), null, new Room(10_000, 0));
        CountingStream endless = new CountingStream(csv(900));

        ProblemException refused = catchThrowableOfType(
                () -> files.store(WS, "s1", endless, null, new Room(500, 100)), ProblemException.class);

        assertThat(refused.problem().code()).isEqualTo(ErrorCode.STORAGE_QUOTA_EXCEEDED);
        assertThat(endless.read.get()).as("read no further than past the room").isLessThan(900);
        assertThat(files.size(WS, "s1")).as("the earlier upload").isEqualTo(200);
        try (var left = Files.list(data.resolve("sources").resolve(WS))) {
            assertThat(left.map(p -> p.getFileName().toString())).containsExactly("s1.csv");
        }
    }

    @Test
    void oneFileOverTheUploadLimitIsFileTooLargeWhateverTheQuota() {
        ProblemException declared = catchThrowableOfType(
                () -> files.store(WS, "s1", csv(1_200), 1_200L, new Room(1_000_000, 0)), ProblemException.class);
        ProblemException streamed = catchThrowableOfType(
                () -> files.store(WS, "s1", csv(1_200), null, new Room(1_000_000, 0)), ProblemException.class);

        assertThat(declared.problem().code()).isEqualTo(ErrorCode.FILE_TOO_LARGE);
        assertThat(streamed.problem().code()).isEqualTo(ErrorCode.FILE_TOO_LARGE);
        assertThat(files.size(WS, "s1")).isZero();
    }

    private static InputStream csv(int bytes) {
        return new ByteArrayInputStream("a".repeat(bytes).getBytes(StandardCharsets.US_ASCII));
    }

    /** Counts what the store read of the body. */
    private static final class CountingStream extends InputStream {
        final AtomicLong read = new AtomicLong();
        private final InputStream in;

        CountingStream(InputStream in) {
            this.in = in;
        }

        @Override
        public int read() throws java.io.IOException {
            int b = in.read();
            if (b >= 0) {
                read.incrementAndGet();
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws java.io.IOException {
            int n = in.read(buffer, offset, Math.min(length, 64));
            if (n > 0) {
                read.addAndGet(n);
            }
            return n;
        }
    }
}
