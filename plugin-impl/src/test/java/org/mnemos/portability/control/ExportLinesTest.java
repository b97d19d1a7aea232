package org.mnemos.portability.control;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.SourceType;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.artifact.entity.ArtifactVersion;
import org.mnemos.artifact.entity.VersionSource;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.datasource.entity.DataSource;
import org.mnemos.generation.entity.GenerationRecord;
import org.mnemos.memory.control.RememberRequest;
import org.mnemos.memory.entity.Category;
import org.mnemos.memory.entity.ClaimSource;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.Lifetime;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.memory.entity.Provenance;
import org.mnemos.memory.entity.Scope;
import org.mnemos.memory.entity.Status;
import org.mnemos.memory.entity.Trust;
import org.mnemos.platform.Json;

/** The line mapping: what an export writes matches the published schema, and reads back into the write path's request. */
class ExportLinesTest {

    private static final Instant RECORDED = Instant.parse("2026-11-02T09:15:00Z");

    private static MemoryEntry entry(String subject, String citation, Instant observedAt, String approvedBy) {
        return new MemoryEntry(
                new Scope("acme", "ws-1", "alice", null),
                Kind.DURABLE,
                Category.FACT,
                subject,
                "Weekly sales reports use euros",
                "hash",
                new Provenance(ClaimSource.USER_STATEMENT, citation, 0.9, Trust.HIGH, approvedBy, observedAt, RECORDED),
                new Lifetime(null, Instant.parse("2027-02-02T09:15:00Z")),
                null,
                Status.ACTIVE);
    }

    private static JsonNode written(Object line) {
        return Json.mapper().valueToTree(line);
    }

    @Test
    void anEntryLineCarriesProvenanceAndLifetimeAndFitsTheSchema() {
        JsonNode line = written(
                EntryLine.of(entry("report.currency", "handbook p.4", null, "alice"), UnaryOperator.identity()));

        assertThat(LineSchema.violations(line)).isEmpty();
        assertThat(line.get("kind").asText()).isEqualTo("entry");
        assertThat(line.get("memoryKind").asText()).isEqualTo("DURABLE");
        assertThat(line.at("/provenance/citation").asText()).isEqualTo("handbook p.4");
        assertThat(line.at("/provenance/approvedBy").asText()).isEqualTo("alice");
        assertThat(line.at("/lifetime/reviewAt").asText()).isEqualTo("2027-02-02T09:15:00Z");
        assertThat(line.get("status").asText()).isEqualTo("ACTIVE");
    }

    @Test
    void anEntryReadsBackAsAnApprovedRequestObservedWhenItWasFirstRecorded() throws Exception {
        String text = Json.mapper()
                .writeValueAsString(
                        EntryLine.of(entry(" report.currency ", "", null, "alice"), UnaryOperator.identity()));

        RememberRequest request = Json.mapper().readValue(text, EntryLine.class).request();

        assertThat(request.content()).isEqualTo("Weekly sales reports use euros");
        assertThat(request.approved()).isTrue();
        assertThat(request.observedAt()).as("recency survives the move").isEqualTo(RECORDED);
        assertThat(request.subject()).isEqualTo("report.currency");
        assertThat(request.citation()).isNull();
        assertThat(request.reviewAt()).isEqualTo(Instant.parse("2027-02-02T09:15:00Z"));
    }

    @Test
    void anUnapprovedEntryStaysUnapprovedAndKeepsItsObservation() {
        Instant observed = Instant.parse("2026-10-01T00:00:00Z");
        RememberRequest request = EntryLine.of(entry(null, null, observed, null), UnaryOperator.identity())
                .request();

        assertThat(request.approved()).isFalse();
        assertThat(request.observedAt()).isEqualTo(observed);
    }

    @Test
    void aDataSchemaEntryIsRelinkedToTheImportedDataSource() {
        EntryLine line = EntryLine.of(
                        entry("datasource:old-id", "datasource:old-id#f00d", null, "alice"), UnaryOperator.identity())
                .withSources(Map.of("old-id", "new-id"));

        assertThat(line.subject()).isEqualTo("datasource:new-id");
        assertThat(line.provenance().citation()).isEqualTo("datasource:new-id#f00d");
    }

    @Test
    void theScreenIsAppliedToEveryTextOfAnEntry() {
        EntryLine line = EntryLine.of(entry("s", "c", null, null), text -> "[masked]");

        assertThat(List.of(line.content(), line.subject(), line.provenance().citation()))
                .containsOnly("[masked]");
    }

    @Test
    void aDataSourceLineHasItsConfigurationAndFitsTheSchema() {
        DataSource source = new DataSource("acme", "ws-1", "crm", SourceType.REST, "{}", "alice", false, RECORDED);
        JsonNode config =
                Json.mapper().valueToTree(Map.of("url", "https://crm.example/api", "credential", "crm-token"));

        JsonNode line = written(DataSourceLine.of(source, config, null));

        assertThat(LineSchema.violations(line)).isEmpty();
        assertThat(line.at("/config/credential").asText()).isEqualTo("crm-token");
    }

    @Test
    void anArtifactLineHasEveryVersionWithItsGenerationRecordAndFitsTheSchema() {
        Artifact artifact = new Artifact("acme", "ws-1", "sales", "src-1", ArtifactForm.SPEC, "alice", RECORDED);
        ArtifactVersion first = ArtifactVersion.restored(
                artifact.id(),
                1,
                "{\"title\":\"Sales\"}",
                VersionSource.GENERATED,
                null,
                "fp",
                new GenerationRecord("offline", null, 10, 20, 3),
                new ArtifactVersion.Imported("alice", RECORDED, null, null));
        ArtifactVersion second = ArtifactVersion.restored(
                artifact.id(),
                2,
                "{\"title\":\"Sales 2\"}",
                VersionSource.EDITED,
                null,
                "fp",
                null,
                new ArtifactVersion.Imported("bob", RECORDED, "carol", RECORDED));

        JsonNode line =
                written(ArtifactLine.of(artifact, "superstore", List.of(first, second), UnaryOperator.identity()));

        assertThat(LineSchema.violations(line)).isEmpty();
        assertThat(line.get("versions")).hasSize(2);
        assertThat(line.at("/versions/0/generation/generator").asText()).isEqualTo("offline");
        assertThat(line.at("/versions/1/generation").isNull()).isTrue();
        assertThat(line.at("/versions/1/sha256").asText()).isEqualTo(ArtifactVersion.sha256("{\"title\":\"Sales 2\"}"));
        assertThat(line.get("dataSource").asText()).isEqualTo("superstore");
    }

    @Test
    void headerAndEndLinesFitTheSchema() {
        assertThat(LineSchema.violations(written(HeaderLine.of("ws-1", "Sales", RECORDED, "alice", true))))
                .isEmpty();
        assertThat(LineSchema.violations(written(EndLine.of(Map.of("entry", 3L)))))
                .isEmpty();
    }

    @Test
    void aLineOfAnotherShapeIsNamedByPointer() {
        JsonNode line = written(EntryLine.of(entry(null, null, null, null), UnaryOperator.identity()));
        ((com.fasterxml.jackson.databind.node.ObjectNode) line).put("memoryKind", "FOREVER");
        ((com.fasterxml.jackson.databind.node.ObjectNode) line).remove("content");

        assertThat(LineSchema.violations(line)).extracting(v -> v.pointer()).contains("/memoryKind", "/content");
    }
}
