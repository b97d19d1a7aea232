package org.mnemos.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.logging.Logger;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * What {@code mnemos.jar} carries under {@code MNEMOS-INF/} (the WAR, the embedded-PostgreSQL
 * libraries, the JDBC driver), unpacked into {@code <data dir>/bundle/<version>-<digest>}. Payara
 * and the class loaders need real files; unpacking ~180 MB at every start would cost seconds, so a
 * folder is unpacked once per jar content and only replaced when the jar changes.
 */
final class Bundle {

    static final String PREFIX = "MNEMOS-INF/";
    private static final Logger LOG = Logger.getLogger(Bundle.class.getName());

    private final Path dir;

    private Bundle(Path dir) {
        this.dir = dir;
    }

    /** The unpacked content of {@code jar}: the cached folder when it matches, a fresh one otherwise. */
    static Bundle unpack(Path jar, String version, Path dataDir) throws LaunchException {
        Path cache = dataDir.resolve("bundle");
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            List<? extends ZipEntry> entries = zip.stream()
                    .filter(e -> e.getName().startsWith(PREFIX) && !e.isDirectory())
                    .sorted(Comparator.comparing(ZipEntry::getName))
                    .toList();
            if (entries.isEmpty()) {
                throw new LaunchException(
                        jar + " carries no application: rebuild it with 'mvn -q -DskipTests package'.");
            }
            Path target = cache.resolve(version.replaceAll("[^A-Za-z0-9._-]", "_") + "-" + digest(entries));
            if (!Files.isDirectory(target)) {
                long start = System.nanoTime();
                extract(zip, entries, cache, target);
                LOG.info(() -> "Unpacked " + jar + " into " + target + " in " + (System.nanoTime() - start) / 1_000_000
                        + " ms");
            }
            removeAllBut(cache, target);
            return new Bundle(target);
        } catch (IOException e) {
            throw new LaunchException("Cannot unpack " + jar + " into " + cache + ": " + e.getMessage(), e);
        }
    }

    /** Names, sizes and CRCs come from the jar's central directory: no need to read 180 MB to notice a change. */
    private static String digest(List<? extends ZipEntry> entries) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (ZipEntry entry : entries) {
                sha.update(entry.getName().getBytes(StandardCharsets.UTF_8));
                sha.update(ByteBuffer.allocate(16)
                        .putLong(entry.getSize())
                        .putLong(entry.getCrc())
                        .flip());
            }
            return HexFormat.of().formatHex(sha.digest(), 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    /** Into a temporary sibling first, then renamed: a start interrupted half-way leaves no folder that looks complete. */
    private static void extract(ZipFile zip, List<? extends ZipEntry> entries, Path cache, Path target)
            throws IOException {
        Path partial = Files.createTempDirectory(Files.createDirectories(cache), ".unpacking-");
        for (ZipEntry entry : entries) {
            Path file =
                    partial.resolve(entry.getName().substring(PREFIX.length())).normalize();
            if (!file.startsWith(partial)) {
                throw new IOException("entry outside the bundle: " + entry.getName());
            }
            Files.createDirectories(file.getParent());
            try (InputStream in = zip.getInputStream(entry)) {
                Files.copy(in, file);
            }
        }
        try {
            Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (FileAlreadyExistsException e) {
            deleteTree(partial);
        }
    }

    /** Earlier versions' folders and half-unpacked ones would otherwise pile up with every upgrade. */
    private static void removeAllBut(Path cache, Path current) throws IOException {
        try (DirectoryStream<Path> folders = Files.newDirectoryStream(cache)) {
            for (Path folder : folders) {
                if (!folder.equals(current)) {
                    deleteTree(folder);
                }
            }
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }

    Path war() {
        return dir.resolve("mnemos.war");
    }

    /** The embedded-PostgreSQL library, its helpers and the JDBC driver, for the launcher's own class loader. */
    Path libraries() {
        return dir.resolve("lib");
    }

    /** Payara's pool needs the driver on the server's class path, not only inside the WAR. */
    Path jdbcDriver() throws LaunchException {
        try (Stream<Path> files = Files.list(libraries())) {
            return files.filter(f -> f.getFileName().toString().startsWith("postgresql-"))
                    .findFirst()
                    .orElseThrow(() -> new LaunchException("The PostgreSQL driver is missing from " + libraries()
                            + ": rebuild mnemos.jar with 'mvn -q -DskipTests package'."));
        } catch (IOException e) {
            throw new LaunchException("Cannot read " + libraries() + ": " + e.getMessage(), e);
        }
    }
}
