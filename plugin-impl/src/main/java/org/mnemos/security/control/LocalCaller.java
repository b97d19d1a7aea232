package org.mnemos.security.control;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * Whether a request comes from the machine the server runs on: the connection's peer is a loopback address and no
 * proxy relayed it (behind a proxy on this machine every caller would look local).
 */
public final class LocalCaller {

    private static final List<String> RELAY_HEADERS = List.of("Forwarded", "X-Forwarded-For", "X-Real-IP");
    // Only literals are parsed: a host name would be looked up in DNS.
    private static final Pattern IP_LITERAL =
            Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}|(?=.*:)[0-9A-Fa-f:.]+(%[\\w.-]+)?");

    private LocalCaller() {}

    /**
     * @param peerAddress the connection's remote address as the container gives it (an IP literal)
     * @param hasHeader whether the request carries a header of this name
     */
    public static boolean is(String peerAddress, Predicate<String> hasHeader) {
        return peerAddress != null
                && IP_LITERAL.matcher(peerAddress).matches()
                && loopback(peerAddress)
                && RELAY_HEADERS.stream().noneMatch(hasHeader);
    }

    private static boolean loopback(String literal) {
        try {
            return InetAddress.getByName(literal).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }
}
