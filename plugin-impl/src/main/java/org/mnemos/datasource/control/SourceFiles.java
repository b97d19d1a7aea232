package org.mnemos.datasource.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.platform.DataDirectory;
import org.mnemos.platform.ProblemException;

/**
 * Uploaded CSV files, streamed to {@code <data dir>/sources/<workspace>/<source id>.csv} (the
 * folder the CSV connector reads from) and never held in memory. Bigger than the limit is refused.
 */
@ApplicationScoped
public class SourceFiles {

    private static final int BUFFER = 64 * 1024;

    @Inject
    DataDirectory dataDirectory;

    @Inject
    @ConfigProperty(name = "mnemos.upload.max-bytes")
    long maxBytes;

    /** Stores the body and returns the path the configuration names, relative to the workspace's folder. */
    public Stored store(String workspaceId, String sourceId, InputStream body) {
        String fileName = sourceId + ".csv";
        Path folder = dataDirectory.resolve("sources").resolve(workspaceId);
        try {
            Files.createDirectories(folder);
            Path partial = Files.createTempFile(folder, sourceId, ".part");
            long written = copyWithLimit(body, partial);
            Files.move(
                    partial,
                    folder.resolve(fileName),
                    StandardCopyOption.REPLACE_EXISTING,
                    StandardCopyOption.ATOMIC_MOVE);
            return new Stored(fileName, written);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot store the uploaded file", e);
        }
    }

    public void delete(String workspaceId, String sourceId) {
        try {
            Files.deleteIfExists(
                    dataDirectory.resolve("sources").resolve(workspaceId).resolve(sourceId + ".csv"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private long copyWithLimit(InputStream body, Path target) throws IOException {
        long written = 0;
        byte[] buffer = new byte[BUFFER];
        try (OutputStream out = Files.newOutputStream(target)) {
            for (int read = body.read(buffer); read >= 0; read = body.read(buffer)) {
                written += read;
                if (written > maxBytes) {
                    out.close();
                    Files.deleteIfExists(target);
                    throw new ProblemException(
                            ErrorCode.FILE_TOO_LARGE, "Uploads are limited to " + maxBytes + " bytes.");
                }
                out.write(buffer, 0, read);
            }
        }
        return written;
    }

    /** Where the file went, relative to the workspace's folder, and its size. */
    public record Stored(String path, long bytes) {}
}
