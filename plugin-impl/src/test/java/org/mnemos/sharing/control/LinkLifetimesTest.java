package org.mnemos.sharing.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.platform.ProblemException;

/** A link's expiry: the days asked for within the cap, else the default, never past the cap. */
class LinkLifetimesTest {

    private static final Instant NOW = Instant.parse("2026-12-07T10:00:00Z");

    @Test
    void withoutDaysALinkLivesTheDefault() {
        assertThat(new LinkLifetimes(30, 90).expiry(NOW, null)).isEqualTo(NOW.plus(Duration.ofDays(30)));
    }

    @Test
    void anAdministratorsLowerCapShortensTheDefaultToo() {
        assertThat(new LinkLifetimes(30, 7).expiry(NOW, null)).isEqualTo(NOW.plus(Duration.ofDays(7)));
    }

    @Test
    void theDaysAskedForFromOneToTheCap() {
        LinkLifetimes lifetimes = new LinkLifetimes(30, 90);

        assertThat(lifetimes.expiry(NOW, 1)).isEqualTo(NOW.plus(Duration.ofDays(1)));
        assertThat(lifetimes.expiry(NOW, 90)).isEqualTo(NOW.plus(Duration.ofDays(90)));
    }

    @Test
    void daysOutOfRangeAreRefusedAtTheirField() {
        LinkLifetimes lifetimes = new LinkLifetimes(30, 90);

        for (int days : new int[] {0, -1, 91, Integer.MAX_VALUE}) {
            assertThatThrownBy(() -> lifetimes.expiry(NOW, days)).isInstanceOfSatisfying(ProblemException.class, e -> {
                assertThat(e.problem().code()).isEqualTo(ErrorCode.INVALID_INPUT);
                assertThat(e.problem().errors())
                        .singleElement()
                        .satisfies(v -> assertThat(v.pointer()).isEqualTo("/expiresInDays"));
            });
        }
    }
}
