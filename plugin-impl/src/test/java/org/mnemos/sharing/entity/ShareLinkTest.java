package org.mnemos.sharing.entity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** When a link opens: before its expiry and until it is revoked, and never again after that. */
class ShareLinkTest {

    private static final Instant MADE = Instant.parse("2026-12-07T10:00:00Z");
    private static final Instant EXPIRES = MADE.plus(Duration.ofDays(30));

    @Test
    void opensFromItsCreationUntilJustBeforeItsExpiry() {
        ShareLink link = link(LinkKey.random());

        assertThat(link.opensAt(MADE)).isTrue();
        assertThat(link.opensAt(EXPIRES.minusMillis(1))).isTrue();
        assertThat(link.opensAt(EXPIRES)).isFalse();
        assertThat(link.opensAt(EXPIRES.plusSeconds(1))).isFalse();
    }

    @Test
    void aRevokedLinkNeverOpensAgainAndKeepsItsFirstRevocation() {
        ShareLink link = link(LinkKey.random());

        link.revoke("alice", MADE.plusSeconds(60));
        link.revoke("bob", MADE.plusSeconds(120));

        assertThat(link.opensAt(MADE.plusSeconds(61))).isFalse();
        assertThat(link.revokedBy()).isEqualTo("alice");
        assertThat(link.revokedAt()).isEqualTo(MADE.plusSeconds(60));
    }

    @Test
    void itKeepsTheHashOfItsKeyAndKnowsItsKeyByIt() {
        LinkKey key = LinkKey.random();
        ShareLink link = link(key);

        assertThat(link.isOpenedBy(key)).isTrue();
        assertThat(link.isOpenedBy(LinkKey.random())).isFalse();
    }

    @Test
    void itKeepsItsFiltersAndOriginsAsGiven() {
        ShareLink link = link(LinkKey.random());

        assertThat(link.fixedFilters().values()).isEqualTo(Map.of("Region", List.of("West", "East")));
        assertThat(link.embedOrigins()).containsExactly("https://intranet.example.com", "http://localhost:3000");
        assertThat(link.pinnedVersion()).contains(2);
    }

    @Test
    void aLinkCannotExpireBeforeItIsMade() {
        assertThatThrownBy(() -> new ShareLink(
                        "acme",
                        "ws",
                        "artifact",
                        LinkKey.random(),
                        null,
                        FixedFilters.NONE,
                        List.of(),
                        "alice",
                        MADE,
                        MADE))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static ShareLink link(LinkKey key) {
        return new ShareLink(
                "acme",
                "ws",
                "artifact",
                key,
                2,
                new FixedFilters(Map.of("Region", List.of("West", "East"))),
                List.of("https://intranet.example.com", "http://localhost:3000"),
                "alice",
                MADE,
                EXPIRES);
    }
}
