package org.mnemos.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** What the figures were measured on, read from /proc where it exists. */
final class Machine {

    private Machine() {
    }

    static String describe() {
        return Runtime.getRuntime().availableProcessors() + " cores (nproc), "
                + field("/proc/cpuinfo", "model name") + ", " + memTotal() + " RAM";
    }

    private static String memTotal() {
        String kb = field("/proc/meminfo", "MemTotal").replaceAll("[^0-9]", "");
        return kb.isEmpty() ? "unknown" : Math.round(Long.parseLong(kb) / 1024.0 / 1024.0) + " GiB";
    }

    private static String field(String file, String name) {
        try {
            return Files.readAllLines(Path.of(file)).stream()
                    .filter(line -> line.startsWith(name))
                    .map(line -> line.substring(line.indexOf(':') + 1).trim())
                    .findFirst().orElse("unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }
}
