package org.mnemos.datasource.entity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.SourceType;

/** Who may know of a data source (issue 29): a member's own is its registrant's and the stewards'. */
class DataSourceTest {

    private static final Instant NOW = Instant.parse("2026-12-07T10:00:00Z");

    @Test
    void aMembersOwnSourceIsVisibleToThemAndTheStewardsOnly() {
        DataSource own = new DataSource("acme", "ws", "emea", SourceType.CSV, "{}", "vic", true, NOW);

        assertThat(own.visibleTo("vic", false)).isTrue();
        assertThat(own.visibleTo("stella", true)).isTrue();
        assertThat(own.visibleTo("vera", false)).isFalse();
    }

    @Test
    void aSharedSourceIsVisibleToEveryMember() {
        DataSource shared = new DataSource("acme", "ws", "superstore", SourceType.CSV, "{}", "alice", false, NOW);

        assertThat(shared.visibleTo("vera", false)).isTrue();
        assertThat(shared.personal()).isFalse();
    }

    @Test
    void aQuotaIsNeverNegative() {
        SourceQuota quota = new SourceQuota("acme", "ws");

        assertThatThrownBy(() -> quota.set(-1, 10, "root", NOW)).isInstanceOf(IllegalArgumentException.class);
        quota.set(0, 0, "root", NOW);
        assertThat(quota.maxSources()).isZero();
        assertThat(quota.updatedBy()).isEqualTo("root");
    }
}
