package org.mnemos.artifact.entity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.generation.entity.GenerationRecord;

/** The compare-and-set on the head and the numbering of reverts. */
class ArtifactTest {

    private static final Instant NOW = Instant.parse("2026-12-01T10:00:00Z");

    private final Artifact artifact = new Artifact("t", "ws", "Weekly ops", "ds", ArtifactForm.SPEC, "ann", NOW);

    @Test
    void aPublishOnTheHeadGetsTheNextNumber() {
        assertThat(artifact.publishOn(0)).isEqualTo(1);
        assertThat(artifact.publishOn(1)).isEqualTo(2);
        assertThat(artifact.head()).isEqualTo(2);
    }

    @Test
    void aPublishOnAnOlderBaseIsStaleAndChangesNothing() {
        artifact.publishOn(0);
        artifact.publishOn(1);
        assertThatThrownBy(() -> artifact.publishOn(1)).isInstanceOfSatisfying(StaleDraft.class, e -> {
            assertThat(e.base()).isEqualTo(1);
            assertThat(e.head()).isEqualTo(2);
        });
        assertThat(artifact.head()).isEqualTo(2);
    }

    @Test
    void aRevertIsTheNextVersionWithTheOldContent() {
        ArtifactVersion v1 = ArtifactVersion.published(
                new Draft("a", "ann", 0, "one\n", false, new GenerationRecord("offline", null, 512, 0, 7), NOW),
                artifact.publishOn(0),
                "one\n",
                "fp",
                "{\"rowCount\":1}",
                NOW);
        ArtifactVersion.published(
                new Draft("a", "ann", 1, "two\n", true, null, NOW),
                artifact.publishOn(1),
                "two\n",
                "fp",
                "{\"rowCount\":2}",
                NOW);
        ArtifactVersion v3 = ArtifactVersion.revert(v1, artifact.revertTo(1), "bob", NOW);
        assertThat(v3.number()).isEqualTo(3);
        assertThat(v3.content()).isEqualTo("one\n");
        assertThat(v3.sha256()).isEqualTo(v1.sha256()).isEqualTo(ArtifactVersion.sha256("one\n"));
        assertThat(v3.source()).isEqualTo(VersionSource.REVERT);
        assertThat(v3.revertedFrom()).isEqualTo(1);
        assertThat(v3.generation()).isSameAs(v1.generation());
        assertThat(v3.profile())
                .as("a revert is checked against the profile the old content was made for")
                .isEqualTo(v1.profile());
        assertThat(v3.generation().promptTokens()).isEqualTo(512);
        assertThat(v3.createdBy()).isEqualTo("bob");
    }

    @Test
    void onlyAnExistingVersionCanBeRevertedTo() {
        artifact.publishOn(0);
        assertThatThrownBy(() -> artifact.revertTo(2)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> artifact.revertTo(0)).isInstanceOf(IllegalArgumentException.class);
        assertThat(artifact.head()).isEqualTo(1);
    }

    @Test
    void aPublishedRefreshIsTheNextVersionWithTheSameContentAndTheNewBaseline() {
        ArtifactVersion v1 = ArtifactVersion.published(
                new Draft("a", "ann", 0, "one\n", false, new GenerationRecord("llm", "m", 900, 300, 7), NOW),
                artifact.publishOn(0),
                "one\n",
                "old",
                "{\"rowCount\":1}",
                NOW);

        ArtifactVersion v2 =
                ArtifactVersion.refreshed(v1, artifact.publishOn(1), "new", "{\"rowCount\":5}", "sched", NOW);

        assertThat(v2.number()).isEqualTo(2);
        assertThat(v2.source()).isEqualTo(VersionSource.REFRESH);
        assertThat(v2.content()).isEqualTo(v1.content());
        assertThat(v2.sha256()).isEqualTo(v1.sha256());
        assertThat(v2.profileFingerprint()).isEqualTo("new");
        assertThat(v2.profile()).isEqualTo("{\"rowCount\":5}");
        assertThat(v2.revertedFrom()).isNull();
        assertThat(v2.generation().completionTokens()).isEqualTo(300);
    }
}
