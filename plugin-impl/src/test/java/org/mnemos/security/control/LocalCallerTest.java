package org.mnemos.security.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

class LocalCallerTest {

    private static final Predicate<String> NO_HEADERS = name -> false;

    @Test
    void aLoopbackPeerIsLocal() {
        assertThat(List.of("127.0.0.1", "127.10.0.3", "0:0:0:0:0:0:0:1", "::1", "::ffff:127.0.0.1"))
                .allMatch(peer -> LocalCaller.is(peer, NO_HEADERS));
    }

    @Test
    void anyOtherPeerIsNot() {
        assertThat(List.of("192.0.2.2", "10.0.0.7", "0.0.0.0", "fe80::1%eth0", "::ffff:192.0.2.2", "2001:db8::1"))
                .noneMatch(peer -> LocalCaller.is(peer, NO_HEADERS));
    }

    @Test
    void aNameOrNothingIsNotLocalAndIsNeverLookedUp() {
        assertThat(Arrays.asList("localhost", "", null)).noneMatch(peer -> LocalCaller.is(peer, NO_HEADERS));
    }

    /** A proxy on this machine connects from loopback for callers anywhere. */
    @Test
    void aRelayedRequestIsNotLocal() {
        for (String relay : Set.of("Forwarded", "X-Forwarded-For", "X-Real-IP")) {
            assertThat(LocalCaller.is("127.0.0.1", relay::equals)).as(relay).isFalse();
        }
        assertThat(LocalCaller.is("127.0.0.1", "Authorization"::equals)).isTrue();
    }
}
