package org.mnemos.it.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The TCP ports a process listens on, read from Linux's {@code /proc} as {@code ss -ltnp} does: the socket inodes
 * among the process's open files, looked up in {@code /proc/net/tcp} and {@code tcp6} (state 0A, LISTEN). Only that
 * process's: other builds on the machine run Payara servers of their own.
 */
public final class ListeningSockets {

    private static final String LISTEN = "0A";

    private ListeningSockets() {}

    public static List<InetSocketAddress> of(long pid) {
        Set<String> inodes = socketInodes(pid);
        List<InetSocketAddress> listening = new ArrayList<>();
        for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
            for (String line : lines(Path.of(table)).stream().skip(1).toList()) {
                String[] fields = line.trim().split("\\s+");
                if (fields[3].equals(LISTEN) && inodes.contains(fields[9])) {
                    listening.add(address(fields[1]));
                }
            }
        }
        return listening;
    }

    /** An address of this machine other than loopback, where a server listening on every interface answers. */
    public static Optional<InetAddress> otherAddressOfThisMachine() throws SocketException {
        return NetworkInterface.networkInterfaces()
                .filter(ListeningSockets::up)
                .flatMap(NetworkInterface::inetAddresses)
                .filter(address -> address.getAddress().length == 4 && !address.isLoopbackAddress())
                .findFirst();
    }

    private static boolean up(NetworkInterface network) {
        try {
            return network.isUp() && !network.isLoopback();
        } catch (SocketException e) {
            return false;
        }
    }

    private static Set<String> socketInodes(long pid) {
        try (Stream<Path> files = Files.list(Path.of("/proc", String.valueOf(pid), "fd"))) {
            return files.map(ListeningSockets::target)
                    .filter(target -> target.startsWith("socket:["))
                    .map(target -> target.substring("socket:[".length(), target.length() - 1))
                    .collect(Collectors.toSet());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String target(Path fd) {
        try {
            return Files.readSymbolicLink(fd).toString();
        } catch (IOException closedMeanwhile) {
            return "";
        }
    }

    private static List<String> lines(Path table) {
        try {
            return Files.readAllLines(table);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code 0100007F:5BA0}: the address in 32-bit words of the kernel's byte order (little-endian here), hex port. */
    private static InetSocketAddress address(String field) {
        String[] parts = field.split(":");
        String hex = parts[0];
        byte[] bytes = new byte[hex.length() / 2];
        for (int word = 0; word < bytes.length / 4; word++) {
            for (int i = 0; i < 4; i++) {
                int at = word * 8 + (3 - i) * 2;
                bytes[word * 4 + i] = (byte) Integer.parseInt(hex.substring(at, at + 2), 16);
            }
        }
        try {
            return new InetSocketAddress(InetAddress.getByAddress(bytes), Integer.parseInt(parts[1], 16));
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }
}
