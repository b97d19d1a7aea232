package org.mnemos.portability.control;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.Violation;
import org.mnemos.artifact.control.ArtifactRestore;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.datasource.control.DataSources;
import org.mnemos.datasource.control.ProfileRedaction;
import org.mnemos.datasource.entity.DataSource;
import org.mnemos.platform.Json;
import org.mnemos.retention.control.RetentionPolicies;
import org.mnemos.screening.control.JsonScreen;

/**
 * The lines that define rather than remember: the retention policy, data sources, artifacts. Each is imported only
 * when the target workspace has none of its kind and name (otherwise SKIPPED {@code IMPORT_CONFLICT}: what is there
 * stays as it is), through the checks the API applies: the connector's configuration schema, the artifact content
 * check, the policy rules, and the secret screen over every text value.
 */
@ApplicationScoped
class DefinitionImport {

    @Inject
    DataSources sources;

    @Inject
    ProfileRedaction redaction;

    @Inject
    ArtifactRestore restore;

    @Inject
    RetentionPolicies policies;

    @Inject
    JsonScreen screen;

    LineOutcome policy(ImportRun run, long number, PolicyLine line) {
        if (!run.caller.isAdmin()) {
            return LineOutcome.skipped(
                    number,
                    PolicyLine.KIND,
                    ErrorCode.FORBIDDEN,
                    "Only administrators set retention policies; the workspace keeps the one it inherits.");
        }
        if (policies.own(run.caller.tenant(), run.workspaceId).isPresent()) {
            return conflict(number, PolicyLine.KIND, "The workspace has a retention policy of its own; it is kept.");
        }
        Optional<LineOutcome> secret = secret(number, PolicyLine.KIND, line.policy(), "/policy");
        if (secret.isPresent()) {
            return secret.get();
        }
        policies.replace(run.caller, run.workspaceId, line.policy());
        return LineOutcome.of(number, PolicyLine.KIND, Outcome.CREATED, null, null);
    }

    LineOutcome source(ImportRun run, long number, DataSourceLine line) {
        Optional<DataSource> same = named(run, line.name());
        if (same.isPresent()) {
            run.sourceImported(line.id(), same.get().id());
            return conflict(
                    number,
                    DataSourceLine.KIND,
                    "The workspace has a data source named '" + line.name() + "'; it is kept, and artifacts of "
                            + "this export that use the name are attached to it.");
        }
        Optional<LineOutcome> secret = secret(number, DataSourceLine.KIND, line.profile(), "/profile");
        if (secret.isPresent()) {
            return secret.get();
        }
        // The store screens the configuration for credentials as it does for the API; a refusal refuses the line.
        DataSource source = sources.register(
                run.caller.tenant(),
                run.workspaceId,
                run.caller.user(),
                false,
                line.name(),
                line.type(),
                line.config());
        run.sourceImported(line.id(), source.id());
        if (line.profile() != null && line.profile().isObject()) {
            DataProfile profile = redaction.redact(Json.mapper().convertValue(line.profile(), DataProfile.class));
            sources.recordProfile(
                    run.caller.tenant(), run.workspaceId, source.id(), json(profile), profile.fingerprint());
        }
        return LineOutcome.of(number, DataSourceLine.KIND, Outcome.CREATED, source.id(), null);
    }

    LineOutcome artifact(ImportRun run, long number, ArtifactLine line) {
        if (restore.nameTaken(run.caller.tenant(), run.workspaceId, line.name())) {
            return conflict(
                    number,
                    ArtifactLine.KIND,
                    "The workspace has an artifact named '" + line.name() + "'; it is kept.");
        }
        Optional<DataSource> source = named(run, line.dataSource());
        if (source.isEmpty()) {
            return LineOutcome.skipped(
                    number,
                    ArtifactLine.KIND,
                    ErrorCode.DATA_SOURCE_NOT_FOUND,
                    "The workspace has no data source named '" + line.dataSource() + "' for this artifact.");
        }
        List<ArtifactRestore.Restored> versions = new ArrayList<>();
        for (int i = 0; i < line.versions().size(); i++) {
            ArtifactLine.VersionLine version = line.versions().get(i);
            Optional<LineOutcome> secret =
                    secret(number, ArtifactLine.KIND, version.content(), "/versions/" + i + "/content");
            if (secret.isPresent()) {
                return secret.get();
            }
            versions.add(new ArtifactRestore.Restored(
                    version.content(),
                    version.source(),
                    version.revertedFrom(),
                    version.generation() == null ? null : version.generation().record(),
                    version.createdBy(),
                    version.createdAt()));
        }
        Artifact artifact = restore.restore(
                run.caller.tenant(),
                run.workspaceId,
                run.caller.user(),
                line.name(),
                source.get().id(),
                line.form(),
                versions);
        return LineOutcome.of(number, ArtifactLine.KIND, Outcome.CREATED, artifact.id(), null);
    }

    private Optional<DataSource> named(ImportRun run, String name) {
        return sources.list(run.caller.tenant(), run.workspaceId).stream()
                .filter(s -> s.name().equals(name))
                .findFirst();
    }

    private Optional<LineOutcome> secret(long number, String kind, JsonNode json, String pointer) {
        return screen.found(json, pointer).map(found -> refusedSecret(number, kind, found));
    }

    private Optional<LineOutcome> secret(long number, String kind, String text, String pointer) {
        return screen.found(text, pointer).map(found -> refusedSecret(number, kind, found));
    }

    private static LineOutcome refusedSecret(long number, String kind, Violation found) {
        return LineOutcome.refused(
                number,
                kind,
                ErrorCode.SECRET_DETECTED,
                "The line contains a credential; secrets are never stored: refer to a server-side credential instead.",
                List.of(found));
    }

    private static LineOutcome conflict(long number, String kind, String detail) {
        return LineOutcome.skipped(number, kind, ErrorCode.IMPORT_CONFLICT, detail);
    }

    private static String json(DataProfile profile) {
        try {
            return Json.mapper().writeValueAsString(profile);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
