package org.mnemos.artifact.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Objects;
import org.apache.commons.codec.digest.DigestUtils;
import org.mnemos.generation.entity.GenerationRecord;

/**
 * One published state of an artifact. Immutable: no column is updatable, and a revert is a new version
 * carrying the old content ({@code revertedFrom}), so the history reads as it happened. The sha256 of the
 * content is the version's ETag. The generation record is the draft's at publish, and a revert carries the
 * reverted version's, so each version says how its content was made.
 */
@Entity
@Table(name = "artifact_version")
public class ArtifactVersion {

    @Id
    private String id;

    @Column(name = "artifact_id", nullable = false, updatable = false)
    private String artifactId;

    @Column(nullable = false, updatable = false)
    private int number;

    @Column(nullable = false, updatable = false)
    private String content;

    @Column(nullable = false, updatable = false)
    private String sha256;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, updatable = false)
    private VersionSource source;

    @Column(name = "reverted_from", updatable = false)
    private Integer revertedFrom;

    @Column(name = "profile_fingerprint", updatable = false)
    private String profileFingerprint;

    /** The masked profile the content was made and checked for: the baseline of its refreshes. */
    @Column(updatable = false)
    private String profile;

    @Column(name = "created_by", nullable = false, updatable = false)
    private String createdBy;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    /** Who an imported version's export said made it; null for a version made here. */
    @Column(name = "original_created_by", updatable = false)
    private String originalCreatedBy;

    /** When an imported version's export said it was made; null for a version made here. */
    @Column(name = "original_created_at", updatable = false)
    private Instant originalCreatedAt;

    @Embedded
    private GenerationRecord generation;

    protected ArtifactVersion() {}

    private ArtifactVersion(
            String artifactId,
            int number,
            String content,
            VersionSource source,
            Integer revertedFrom,
            String profileFingerprint,
            String profile,
            GenerationRecord generation,
            String createdBy,
            Instant now) {
        this.artifactId = Objects.requireNonNull(artifactId);
        this.id = idOf(artifactId, number);
        this.number = number;
        this.content = Objects.requireNonNull(content);
        this.sha256 = sha256(content);
        this.source = source;
        this.revertedFrom = revertedFrom;
        this.profileFingerprint = profileFingerprint;
        this.profile = profile;
        this.generation = generation;
        this.createdBy = Objects.requireNonNull(createdBy);
        this.createdAt = now;
    }

    /** A version published from a draft; GENERATED while the draft still holds what the generator made. */
    public static ArtifactVersion published(
            Draft draft, int number, String content, String profileFingerprint, String profile, Instant now) {
        return new ArtifactVersion(
                draft.artifactId(),
                number,
                content,
                draft.edited() ? VersionSource.EDITED : VersionSource.GENERATED,
                null,
                profileFingerprint,
                profile,
                draft.generation(),
                draft.editor(),
                now);
    }

    /** Version {@code number} carrying the content of {@code older}. */
    public static ArtifactVersion revert(ArtifactVersion older, int number, String user, Instant now) {
        return new ArtifactVersion(
                older.artifactId,
                number,
                older.content,
                VersionSource.REVERT,
                older.number,
                older.profileFingerprint,
                older.profile,
                older.generation,
                user,
                now);
    }

    /**
     * Version {@code number} carrying the content of {@code older} for the newer data a refresh read: its
     * profile becomes the new baseline; the generation record stays, since no generator was asked again.
     */
    public static ArtifactVersion refreshed(
            ArtifactVersion older, int number, String profileFingerprint, String profile, String user, Instant now) {
        return new ArtifactVersion(
                older.artifactId,
                number,
                older.content,
                VersionSource.REFRESH,
                null,
                profileFingerprint,
                profile,
                older.generation,
                user,
                now);
    }

    /**
     * Version {@code number} of an artifact brought in by a workspace import: the content as checked again here,
     * made by the importer at the import. How it was made is the exported version's; who made it and when, as the
     * export says, is kept apart ({@code original…}) as provenance: an export line is a file anyone can write, so
     * its claim never stands in for who published here. An export carries no baseline profile, so a refresh
     * compares against the imported source's stored profile, as for a version from before baselines were kept.
     */
    public static ArtifactVersion restored(
            String artifactId,
            int number,
            String content,
            VersionSource source,
            Integer revertedFrom,
            String profileFingerprint,
            GenerationRecord generation,
            Imported imported) {
        ArtifactVersion version = new ArtifactVersion(
                artifactId,
                number,
                content,
                source,
                revertedFrom,
                profileFingerprint,
                null,
                generation,
                imported.by(),
                imported.at());
        version.originalCreatedBy = imported.originalBy();
        version.originalCreatedAt = imported.originalAt();
        return version;
    }

    /**
     * Who imported a version and when, and who the export says made it and when (either may be missing).
     *
     * @param by         the importer
     * @param at         the import's time
     * @param originalBy the export's {@code createdBy}
     * @param originalAt the export's {@code createdAt}
     */
    public record Imported(String by, Instant at, String originalBy, Instant originalAt) {}

    /** The key of version {@code number}: versions are looked up by artifact and number, never by a surrogate. */
    public static String idOf(String artifactId, int number) {
        return artifactId + "/" + number;
    }

    public static String sha256(String content) {
        return DigestUtils.sha256Hex(content);
    }

    public String artifactId() {
        return artifactId;
    }

    public int number() {
        return number;
    }

    public String content() {
        return content;
    }

    public String sha256() {
        return sha256;
    }

    public VersionSource source() {
        return source;
    }

    public Integer revertedFrom() {
        return revertedFrom;
    }

    public String profileFingerprint() {
        return profileFingerprint;
    }

    /** The profile JSON the content was made for, or null for versions from before refreshes existed. */
    public String profile() {
        return profile;
    }

    public String createdBy() {
        return createdBy;
    }

    /** The record of the generation the content came from, or null. */
    public GenerationRecord generation() {
        return generation;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public String originalCreatedBy() {
        return originalCreatedBy;
    }

    public Instant originalCreatedAt() {
        return originalCreatedAt;
    }
}
