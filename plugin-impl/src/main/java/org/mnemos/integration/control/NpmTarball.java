package org.mnemos.integration.control;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;

/**
 * The files of an npm package, written as {@code npm pack} does: a gzipped tar whose entries sit under
 * {@code package/}. Entries carry a fixed time so that the same descriptors give the same bytes.
 */
public final class NpmTarball {

    private static final Date FIXED_TIME = Date.from(Instant.parse("1985-10-26T08:15:00Z"));

    private final Map<String, byte[]> files = new LinkedHashMap<>();

    public NpmTarball add(String path, String text) {
        return add(path, text.getBytes(StandardCharsets.UTF_8));
    }

    public NpmTarball add(String path, byte[] content) {
        if (files.putIfAbsent(path, content) != null) {
            throw new IllegalArgumentException("Two files at " + path);
        }
        return this;
    }

    public void writeTo(OutputStream out) throws IOException {
        try (TarArchiveOutputStream tar = new TarArchiveOutputStream(new GzipCompressorOutputStream(out))) {
            tar.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
            for (Map.Entry<String, byte[]> file : files.entrySet()) {
                TarArchiveEntry entry = new TarArchiveEntry("package/" + file.getKey());
                entry.setSize(file.getValue().length);
                entry.setMode(0644);
                entry.setModTime(FIXED_TIME);
                tar.putArchiveEntry(entry);
                tar.write(file.getValue());
                tar.closeArchiveEntry();
            }
        }
    }
}
