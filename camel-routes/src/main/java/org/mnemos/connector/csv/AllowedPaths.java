package org.mnemos.connector.csv;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.FailureCode;

/**
 * Confines user-given file paths to one base folder: relative paths resolve inside it, and
 * "..", absolute paths elsewhere and symbolic links pointing out of it are refused with
 * {@link FailureCode#PATH_NOT_ALLOWED}. Messages name the path as the user gave it, never the
 * base folder's location on the server.
 */
public final class AllowedPaths {

    private final Path base;

    public AllowedPaths(Path base) {
        try {
            this.base = base.toRealPath();
        } catch (IOException e) {
            throw new UncheckedIOException("The allowed data folder does not exist: " + base, e);
        }
    }

    /** The real path of an existing regular file inside the base folder. */
    public Path resolve(String userPath) {
        if (userPath == null || userPath.isBlank()) {
            throw refused(userPath, "no file path was given");
        }
        Path candidate = base.resolve(parse(userPath)).normalize();
        if (!candidate.startsWith(base)) {
            throw refused(userPath, "it points outside the allowed data folder");
        }
        if (!Files.exists(candidate)) {
            throw new ConnectorException(
                            FailureCode.SOURCE_UNREACHABLE, "There is no file '" + userPath + "' in the data folder.")
                    .withRetryable(false);
        }
        Path real = realPath(candidate, userPath);
        if (!real.startsWith(base)) {
            throw refused(userPath, "it is a link to a location outside the allowed data folder");
        }
        if (!Files.isRegularFile(real)) {
            throw new ConnectorException(FailureCode.SOURCE_UNREACHABLE, "'" + userPath + "' is a folder, not a file.")
                    .withRetryable(false);
        }
        return real;
    }

    private static Path parse(String userPath) {
        try {
            return Path.of(userPath);
        } catch (InvalidPathException e) {
            throw refused(userPath, "it is not a valid file path");
        }
    }

    private static Path realPath(Path candidate, String userPath) {
        try {
            return candidate.toRealPath();
        } catch (IOException e) {
            throw new ConnectorException(
                    FailureCode.SOURCE_UNREACHABLE, "The file '" + userPath + "' cannot be read.", e);
        }
    }

    private static ConnectorException refused(String userPath, String reason) {
        return new ConnectorException(
                FailureCode.PATH_NOT_ALLOWED, "The path '" + userPath + "' is not allowed: " + reason + ".");
    }
}
