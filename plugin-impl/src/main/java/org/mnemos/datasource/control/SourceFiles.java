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
import org.mnemos.datasource.control.SourceQuotas.Room;
import org.mnemos.platform.DataDirectory;
import org.mnemos.platform.Problem;
import org.mnemos.platform.ProblemException;

/**
 * Uploaded CSV files, streamed to {@code <data dir>/sources/<workspace>/<source id>.csv} (the
 * folder the CSV connector reads from) and never held in memory. Bigger than the limit of one upload or than
 * the room the workspace's byte quota leaves is refused: before reading when the length is declared, else as
 * soon as the stream crosses it, with the partial file removed and an earlier upload kept.
 */
@ApplicationScoped
public class SourceFiles {

    private static final int BUFFER = 64 * 1024;

    @Inject
    DataDirectory dataDirectory;

    @Inject
    @ConfigProperty(name = "mnemos.upload.max-bytes")
    long maxBytes;

    /**
     * Stores the body and returns the path the configuration names, relative to the workspace's folder.
     *
     * @param declared the request's Content-Length, or null when it is sent in chunks
     */
    public Stored store(String workspaceId, String sourceId, InputStream body, Long declared, Room room) {
        if (declared != null) {
            refuseOver(declared, room);
        }
        String fileName = fileOf(sourceId);
        Path folder = folderOf(workspaceId);
        try {
            Files.createDirectories(folder);
            Path partial = Files.createTempFile(folder, sourceId, ".part");
            long written = copyWithLimit(body, partial, room);
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
            Files.deleteIfExists(folderOf(workspaceId).resolve(fileOf(sourceId)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The bytes of the source's uploaded file; 0 when it has none. */
    public long size(String workspaceId, String sourceId) {
        Path file = folderOf(workspaceId).resolve(fileOf(sourceId));
        try {
            return Files.isRegularFile(file) ? Files.size(file) : 0;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private long copyWithLimit(InputStream body, Path target, Room room) throws IOException {
        long written = 0;
        byte[] buffer = new byte[BUFFER];
        try (OutputStream out = Files.newOutputStream(target)) {
            for (int read = body.read(buffer); read >= 0; read = body.read(buffer)) {
                written += read;
                if (written > maxBytes || written > room.left()) {
                    out.close();
                    Files.deleteIfExists(target);
                    refuseOver(written, room);
                }
                out.write(buffer, 0, read);
            }
        }
        return written;
    }

    private void refuseOver(long bytes, Room room) {
        if (bytes > maxBytes) {
            throw new ProblemException(ErrorCode.FILE_TOO_LARGE, "Uploads are limited to " + maxBytes + " bytes.");
        }
        if (bytes > room.left()) {
            throw new ProblemException(Problem.of(
                            ErrorCode.STORAGE_QUOTA_EXCEEDED,
                            "This workspace's uploads may take " + room.limit() + " bytes together; the others take "
                                    + room.used() + ", so this file does not fit. Nothing was stored.")
                    .with("limit", room.limit())
                    .with("used", room.used()));
        }
    }

    private Path folderOf(String workspaceId) {
        return dataDirectory.resolve("sources").resolve(workspaceId);
    }

    private static String fileOf(String sourceId) {
        return sourceId + ".csv";
    }

    /** Where the file went, relative to the workspace's folder, and its size. */
    public record Stored(String path, long bytes) {}
}
