package org.mnemos.memory.entity;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class EpisodicEntryViewTest {

    private static final Instant OBSERVED = Instant.parse("2026-01-01T00:00:00Z");
    private static final Instant RECORDED = Instant.parse("2026-02-01T00:00:00Z");

    @Test
    void ageCountsFromObservedAtWhenTheEntryHasOne() {
        EpisodicEntryView item =
                new EpisodicEntryView("e1", "depot", Category.OBSERVATION, OBSERVED, RECORDED, 2.0, new byte[4]);

        assertThat(item.evidenceAt()).isEqualTo(OBSERVED);
        assertThat(item.utility()).isEqualTo(2.0);
        assertThat(item.subject()).isEqualTo("depot");
    }

    @Test
    void ageCountsFromRecordedAtWithoutObservedAt() {
        EpisodicEntryView item = new EpisodicEntryView("e2", null, Category.FACT, null, RECORDED, 1, null);

        assertThat(item.evidenceAt()).isEqualTo(RECORDED);
        assertThat(item.utility()).isEqualTo(1.0);
        assertThat(item.embedding()).isNull();
    }
}
