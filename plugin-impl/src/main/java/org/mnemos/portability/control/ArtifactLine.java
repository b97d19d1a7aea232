package org.mnemos.portability.control;

import java.time.Instant;
import java.util.List;
import java.util.function.UnaryOperator;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.artifact.entity.ArtifactVersion;
import org.mnemos.artifact.entity.VersionSource;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.generation.entity.GenerationRecord;

/** An {@code artifact} line: the artifact, named by its data source's name, with its published versions. */
public record ArtifactLine(
        String kind,
        String id,
        String name,
        ArtifactForm form,
        String dataSource,
        String createdBy,
        Instant createdAt,
        List<VersionLine> versions) {

    public static final String KIND = "artifact";

    /** {@code screened} masks credentials in each version's content. */
    public static ArtifactLine of(
            Artifact artifact, String dataSourceName, List<ArtifactVersion> versions, UnaryOperator<String> screened) {
        return new ArtifactLine(
                KIND,
                artifact.id(),
                artifact.name(),
                artifact.form(),
                dataSourceName,
                artifact.createdBy(),
                artifact.createdAt(),
                versions.stream().map(v -> VersionLine.of(v, screened)).toList());
    }

    /** One published version and how it was made. */
    public record VersionLine(
            int number,
            String content,
            String sha256,
            VersionSource source,
            Integer revertedFrom,
            String profileFingerprint,
            String createdBy,
            Instant createdAt,
            GenerationLine generation) {

        static VersionLine of(ArtifactVersion version, UnaryOperator<String> screened) {
            String content = screened.apply(version.content());
            return new VersionLine(
                    version.number(),
                    content,
                    ArtifactVersion.sha256(content),
                    version.source(),
                    version.revertedFrom(),
                    version.profileFingerprint(),
                    version.createdBy(),
                    version.createdAt(),
                    GenerationLine.of(version.generation()));
        }
    }

    /** The generator, model, tokens and latency of the generation a version came from; null when none. */
    public record GenerationLine(
            String generator, String model, int promptTokens, int completionTokens, long latencyMs) {

        static GenerationLine of(GenerationRecord record) {
            return record == null
                    ? null
                    : new GenerationLine(
                            record.generator(),
                            record.model(),
                            record.promptTokens(),
                            record.completionTokens(),
                            record.latencyMs());
        }

        public GenerationRecord record() {
            return new GenerationRecord(generator, model, promptTokens, completionTokens, latencyMs);
        }
    }
}
