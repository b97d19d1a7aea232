package org.mnemos.benchmarks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.store.FSDirectory;

/** Index directories on disk: their size, and removing them between scenarios. */
final class Directories {

    private Directories() {
    }

    static long sizeMb(Path directory) {
        try (Stream<Path> files = Files.walk(directory)) {
            return files.filter(Files::isRegularFile).mapToLong(Directories::size).sum() / (1024 * 1024);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Segments in the last commit: each one is searched on its own, so they drive query latency. */
    static int segments(Path directory) {
        try (FSDirectory index = FSDirectory.open(directory)) {
            return SegmentInfos.readLatestCommit(index).size();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Path fresh(Path directory) {
        delete(directory);
        try {
            return Files.createDirectories(directory);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void delete(Path directory) {
        if (!Files.exists(directory)) {
            return;
        }
        try (Stream<Path> files = Files.walk(directory)) {
            files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return 0; // a segment merged away while walking
        }
    }
}
