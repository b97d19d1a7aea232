package org.mnemos.api.egress;

import inet.ipaddr.IPAddress;
import inet.ipaddr.IPAddressString;
import java.util.List;
import java.util.Optional;

/**
 * The address blocks a request on a user's behalf never reaches unless an administrator allows them:
 * everything that is not a public unicast address (RFC 6890's special-purpose registries), with the
 * cloud metadata services inside them. IPv6 forms that embed an IPv4 address (mapped, compatible,
 * NAT64, 6to4) are judged by the address they embed.
 */
final class NonPublicRanges {

    private record Range(IPAddress block, String name) {}

    private static final List<Range> RANGES = List.of(
            range("0.0.0.0/8", "'this network'"),
            range("10.0.0.0/8", "a private address"),
            range("100.64.0.0/10", "a shared (carrier-grade NAT) address, where some clouds serve metadata"),
            range("127.0.0.0/8", "a loopback address"),
            range("169.254.0.0/16", "a link-local address, where cloud metadata services answer"),
            range("172.16.0.0/12", "a private address"),
            range("192.0.0.0/24", "an IETF protocol address, where some clouds serve metadata"),
            range("192.0.2.0/24", "a documentation address"),
            range("192.88.99.0/24", "a 6to4 relay address"),
            range("192.168.0.0/16", "a private address"),
            range("198.18.0.0/15", "a benchmarking address"),
            range("198.51.100.0/24", "a documentation address"),
            range("203.0.113.0/24", "a documentation address"),
            range("224.0.0.0/4", "a multicast address"),
            range("240.0.0.0/4", "a reserved or broadcast address"),
            range("::/128", "the unspecified address"),
            range("::1/128", "a loopback address"),
            range("100::/64", "a discard address"),
            range("2001::/32", "a Teredo tunnel address"),
            range("2001:db8::/32", "a documentation address"),
            range("fc00::/7", "a unique-local address, where some clouds serve metadata"),
            range("fe80::/10", "a link-local address"),
            range("fec0::/10", "a site-local address"),
            range("ff00::/8", "a multicast address"));

    private static final IPAddress MAPPED = block("::ffff:0:0/96");
    private static final IPAddress COMPATIBLE = block("::/96");
    private static final IPAddress NAT64 = block("64:ff9b::/96");
    private static final IPAddress SIX_TO_FOUR = block("2002::/16");

    private NonPublicRanges() {}

    /** Why {@code address} is not public, or empty when it is. */
    static Optional<String> why(IPAddress address) {
        Optional<IPAddress> embedded = embeddedIpv4(address);
        if (embedded.isPresent()) {
            return why(embedded.get()).map(reason -> reason + " (embedded in " + address + ")");
        }
        return RANGES.stream()
                .filter(range -> range.block().contains(address))
                .map(Range::name)
                .findFirst();
    }

    private static Optional<IPAddress> embeddedIpv4(IPAddress address) {
        if (!address.isIPv6()) {
            return Optional.empty();
        }
        byte[] bytes = address.getBytes();
        if (MAPPED.contains(address) || NAT64.contains(address) || COMPATIBLE.contains(address)) {
            // ::/96 also holds :: and ::1, which the table names themselves.
            if (COMPATIBLE.contains(address) && bytes[12] == 0 && bytes[13] == 0 && bytes[14] == 0) {
                return Optional.empty();
            }
            return Optional.of(ipv4(bytes, 12));
        }
        if (SIX_TO_FOUR.contains(address)) {
            return Optional.of(ipv4(bytes, 2));
        }
        return Optional.empty();
    }

    private static IPAddress ipv4(byte[] bytes, int from) {
        return new IPAddressString((bytes[from] & 0xff) + "." + (bytes[from + 1] & 0xff) + "."
                        + (bytes[from + 2] & 0xff) + "." + (bytes[from + 3] & 0xff))
                .getAddress();
    }

    private static Range range(String cidr, String name) {
        return new Range(block(cidr), name);
    }

    private static IPAddress block(String cidr) {
        return new IPAddressString(cidr).getAddress().toPrefixBlock();
    }
}
