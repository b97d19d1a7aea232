package org.mnemos.portability.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.OutputStream;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.artifact.control.Artifacts;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.audit.control.AuditLog;
import org.mnemos.audit.entity.AuditEvent;
import org.mnemos.datasource.control.DataSources;
import org.mnemos.datasource.entity.DataSource;
import org.mnemos.memory.control.Memories;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.platform.Json;
import org.mnemos.retention.control.RetentionPolicies;
import org.mnemos.screening.control.JsonScreen;
import org.mnemos.screening.control.ScreeningBudget;
import org.mnemos.security.control.Caller;
import org.mnemos.workspace.entity.Workspace;

/**
 * Writes a workspace as JSON Lines: header, own retention policy, data sources, entries oldest first, artifacts with
 * their versions, on request the tombstones, and an end line. Entries and tombstones are read in keyset pages of
 * {@code mnemos.portability.export.page-size} and written and flushed page by page, so an export holds one page in
 * memory whatever the workspace's size. Forgotten entries have no row any more: they cannot appear.
 */
@ApplicationScoped
public class WorkspaceExport {

    @Inject
    Memories memories;

    @Inject
    DataSources sources;

    @Inject
    Artifacts artifacts;

    @Inject
    RetentionPolicies policies;

    @Inject
    AuditLog audit;

    @Inject
    JsonScreen screen;

    @Inject
    @ConfigProperty(name = "mnemos.portability.export.page-size")
    int pageSize;

    @Inject
    ScreeningBudget screening;

    Clock clock = DatabaseClock.utc();

    public void write(Caller caller, Workspace workspace, boolean tombstones, OutputStream out) {
        screening.lift(); // an owner's bulk operation, bounded by its own size
        String tenant = caller.tenant();
        String ws = workspace.id();
        LineWriter lines = new LineWriter(out);
        lines.write(HeaderLine.KIND, HeaderLine.of(ws, workspace.name(), clock.instant(), caller.user(), tombstones));
        policies.own(tenant, ws).ifPresent(record -> lines.write(PolicyLine.KIND, PolicyLine.of(record)));
        // Members' own sources are theirs, not the workspace's: they stay out of its export.
        List<DataSource> definitions = sources.shared(tenant, ws);
        definitions.forEach(source -> lines.write(DataSourceLine.KIND, sourceLine(source)));
        lines.flush();
        KeysetPages.forEach(
                (MemoryEntry last, Integer size) -> page(lines, memories.after(tenant, ws, last, size)),
                pageSize,
                entry -> lines.write(EntryLine.KIND, EntryLine.of(entry, screen::masked)));
        Map<String, String> sourceNames =
                definitions.stream().collect(Collectors.toMap(DataSource::id, DataSource::name));
        for (Artifact artifact : artifacts.list(tenant, ws)) {
            lines.write(
                    ArtifactLine.KIND,
                    ArtifactLine.of(
                            artifact,
                            sourceNames.get(artifact.dataSourceId()),
                            artifacts.versions(artifact),
                            screen::masked));
            lines.flush();
        }
        if (tombstones) {
            KeysetPages.forEach(
                    (AuditEvent last, Integer size) ->
                            page(lines, audit.tombstones(ws, last == null ? 0 : last.id(), size)),
                    pageSize,
                    event -> lines.write(TombstoneLine.KIND, TombstoneLine.of(event)));
        }
        lines.end();
    }

    /** A page read, after the one before has gone to the client. */
    private static <T> List<T> page(LineWriter lines, List<T> page) {
        lines.flush();
        return page;
    }

    private DataSourceLine sourceLine(DataSource source) {
        return DataSourceLine.of(
                source,
                screen.masked(Json.mapper().valueToTree(DataSources.configOf(source))),
                screen.masked(profileOf(source)));
    }

    private static JsonNode profileOf(DataSource source) {
        try {
            return source.lastProfile() == null ? null : Json.mapper().readTree(source.lastProfile());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("The stored profile of " + source.id() + " is not JSON", e);
        }
    }
}
