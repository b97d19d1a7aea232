package org.mnemos.artifact.boundary;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** If-Match is optional; a draft revision tag names its revision; anything else never matches. */
class EntityTagsTest {

    @Test
    void noHeaderOrAStarSetsNoCondition() {
        assertThat(EntityTags.expectedRevision(null)).isNull();
        assertThat(EntityTags.expectedRevision(" * ")).isNull();
    }

    @Test
    void aDraftTagNamesItsRevisionStrongOrWeak() {
        assertThat(EntityTags.expectedRevision("\"r7\"")).isEqualTo(7L);
        assertThat(EntityTags.expectedRevision("W/\"r12\"")).isEqualTo(12L);
    }

    @Test
    void aVersionHashOrGarbageIsARevisionNoDraftHas() {
        assertThat(EntityTags.expectedRevision("\"9f2c0e\"")).isNegative();
        assertThat(EntityTags.expectedRevision("r")).isNegative();
    }
}
