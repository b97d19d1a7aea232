package org.mnemos.security.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Set;
import org.junit.jupiter.api.Test;

class VerifiedTokensTest {

    private static final Caller ALICE = new Caller("acme", "alice", Set.of());

    private final MovableClock clock = new MovableClock(Instant.parse("2026-12-05T10:00:00Z"));
    private final VerifiedJwts tokens = new VerifiedJwts(clock);

    @Test
    void anAcceptedTokenIsKnownUntilItExpires() {
        tokens.accepted("token-a", ALICE, clock.instant().plusSeconds(30));

        assertThat(tokens.caller("token-a")).contains(ALICE);
        assertThat(tokens.caller("token-b")).isEmpty();
        clock.advance(Duration.ofSeconds(30));
        assertThat(tokens.caller("token-a")).isEmpty();
    }

    @Test
    void aLongLivedTokenIsCheckedAgainAfterAMinute() {
        tokens.accepted("token-a", ALICE, clock.instant().plus(Duration.ofHours(8)));

        clock.advance(VerifiedJwts.AT_MOST.minusSeconds(1));
        assertThat(tokens.caller("token-a")).contains(ALICE);
        clock.advance(Duration.ofSeconds(1));
        assertThat(tokens.caller("token-a")).isEmpty();
    }

    private static final class MovableClock extends Clock {
        private Instant now;

        MovableClock(Instant now) {
            this.now = now;
        }

        void advance(Duration by) {
            now = now.plus(by);
        }

        @Override
        public Instant instant() {
            return now;
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }
    }
}
