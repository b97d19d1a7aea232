package org.mnemos.benchmarks.http;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;

/** What a results page says about the machine it was measured on, and a port for the product. */
final class Machine {

    private Machine() {}

    static String describe() throws IOException {
        return Runtime.getRuntime().availableProcessors() + " cores, " + cpu() + ", JDK "
                + System.getProperty("java.version");
    }

    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static String cpu() throws IOException {
        return Files.readAllLines(Path.of("/proc/cpuinfo")).stream()
                .filter(l -> l.startsWith("model name"))
                .findFirst()
                .map(l -> l.substring(l.indexOf(':') + 1).strip())
                .orElse("unknown CPU");
    }
}
