package org.mnemos.api.egress;

import inet.ipaddr.IPAddress;
import inet.ipaddr.IPAddressString;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Where the server may send a request on a user's behalf (REST and MCP sources, citation checks,
 * webhooks): public addresses, plus the hosts and address blocks an administrator allowed. The check is
 * made on the resolved addresses, all of them, and {@link #resolve} hands back exactly the addresses it
 * checked, so a client that connects to them cannot be rebound to another address by a second lookup.
 * Immutable; {@link #publicOnly()} is the default wherever no policy was passed.
 */
public final class EgressPolicy {

    /** The key under which a connector configuration carries the policy of the tenant it reads for. */
    public static final String CONFIG_KEY = "mnemos.egress";

    private static final EgressPolicy PUBLIC_ONLY = new EgressPolicy(Set.of(), List.of(), Resolver.SYSTEM);

    private final Set<String> hosts;
    private final List<IPAddress> blocks;
    private final Resolver resolver;

    private EgressPolicy(Set<String> hosts, List<IPAddress> blocks, Resolver resolver) {
        this.hosts = hosts;
        this.blocks = blocks;
        this.resolver = resolver;
    }

    /** Looks names up; the system's resolver unless a test supplies one. */
    @FunctionalInterface
    public interface Resolver {
        Resolver SYSTEM = InetAddress::getAllByName;

        InetAddress[] resolve(String host) throws UnknownHostException;
    }

    public static EgressPolicy publicOnly() {
        return PUBLIC_ONLY;
    }

    /**
     * Public addresses and the allowed entries: host names (exact, any case), IP addresses and CIDR blocks
     * such as {@code 10.20.0.0/16} or {@code fd12::/16}. An allowed name reaches whatever it resolves to.
     */
    public static EgressPolicy allowing(Collection<String> entries) {
        return allowing(entries, Resolver.SYSTEM);
    }

    public static EgressPolicy allowing(Collection<String> entries, Resolver resolver) {
        List<IPAddress> blocks = new ArrayList<>();
        Set<String> hosts = new HashSet<>();
        for (String raw : entries) {
            String entry = raw.strip();
            if (entry.isEmpty()) {
                continue;
            }
            IPAddressString parsed = new IPAddressString(entry);
            if (parsed.isIPAddress()) {
                blocks.add(parsed.getAddress().toPrefixBlock());
            } else if (entry.matches("[A-Za-z0-9.-]+")) {
                hosts.add(entry.toLowerCase(Locale.ROOT));
            } else {
                throw new IllegalArgumentException(
                        "'" + entry + "' is neither a host name, an IP address nor a CIDR block");
            }
        }
        return new EgressPolicy(Set.copyOf(hosts), List.copyOf(blocks), resolver);
    }

    /** The policy a connector configuration carries, or {@link #publicOnly()} when it carries none. */
    public static EgressPolicy of(Map<String, Object> connectorConfig) {
        return connectorConfig.get(CONFIG_KEY) instanceof EgressPolicy policy ? policy : PUBLIC_ONLY;
    }

    /** A copy of {@code config} carrying this policy for the connector. */
    public Map<String, Object> carriedBy(Map<String, Object> config) {
        Map<String, Object> carried = new LinkedHashMap<>(config);
        carried.put(CONFIG_KEY, this);
        return carried;
    }

    /**
     * The addresses of {@code host}, every one of them allowed; a client connects to these and nothing else.
     *
     * @throws DestinationNotAllowed when any address is not allowed (nothing was sent)
     * @throws UnknownHostException when the name does not resolve
     */
    public InetAddress[] resolve(String host) throws UnknownHostException {
        String name = bare(host);
        InetAddress[] addresses = resolver.resolve(name);
        if (hosts.contains(name.toLowerCase(Locale.ROOT))) {
            return addresses;
        }
        for (InetAddress address : addresses) {
            refusal(address).ifPresent(reason -> {
                throw new DestinationNotAllowed(name, reason);
            });
        }
        return addresses;
    }

    /** Checks an http(s) URL's host; other schemes are refused, since only HTTP requests are sent. */
    public InetAddress[] check(URI url) throws UnknownHostException {
        String scheme = url.getScheme() == null ? "" : url.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw new DestinationNotAllowed(String.valueOf(url.getHost()), "only http and https URLs are requested");
        }
        if (url.getHost() == null || url.getHost().isBlank()) {
            throw new DestinationNotAllowed(String.valueOf(url.getRawAuthority()), "the URL names no host");
        }
        return resolve(url.getHost());
    }

    private Optional<String> refusal(InetAddress address) {
        IPAddress ip = new IPAddressString(address.getHostAddress()).getAddress();
        if (blocks.stream().anyMatch(block -> block.contains(ip))) {
            return Optional.empty();
        }
        return NonPublicRanges.why(ip).map(reason -> "it resolves to " + address.getHostAddress() + ", " + reason);
    }

    /** IPv6 literals arrive in brackets from URIs. */
    private static String bare(String host) {
        return host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
    }

    @Override
    public String toString() {
        return "EgressPolicy[public addresses"
                + (hosts.isEmpty() && blocks.isEmpty()
                        ? ""
                        : " and " + hosts.stream().sorted().collect(Collectors.joining(", "))
                                + (hosts.isEmpty() || blocks.isEmpty() ? "" : ", ")
                                + blocks.stream().map(IPAddress::toString).collect(Collectors.joining(", ")))
                + "]";
    }
}
