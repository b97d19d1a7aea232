package org.mnemos.benchmarks.generation;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/** The machine a run was measured on, for the page. */
final class Machine {

    private Machine() {}

    static String describe() {
        String cpu;
        try {
            cpu = Files.readAllLines(Path.of("/proc/cpuinfo")).stream()
                    .filter(l -> l.startsWith("model name"))
                    .findFirst()
                    .map(l -> l.substring(l.indexOf(':') + 1).strip())
                    .orElse("unknown CPU");
        } catch (IOException e) {
            cpu = "unknown CPU";
        }
        return String.format(Locale.ROOT, "%d cores, %s, JDK %s, load average %.1f at the start",
                Runtime.getRuntime().availableProcessors(), cpu, System.getProperty("java.version"),
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }
}
