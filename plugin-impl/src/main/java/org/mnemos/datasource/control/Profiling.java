package org.mnemos.datasource.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import org.mnemos.api.connector.DataConnectors;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.node.NodeException;
import org.mnemos.datasource.entity.DataSource;
import org.mnemos.memory.control.RememberRequest;
import org.mnemos.memory.control.Remembering;
import org.mnemos.memory.control.SchemaFingerprints;
import org.mnemos.memory.control.WritePath;
import org.mnemos.memory.entity.Category;
import org.mnemos.memory.entity.ClaimSource;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.Scope;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.platform.Json;

/**
 * Profiles a source through the connectors and keeps the result twice: on the source (fingerprint
 * and JSON) and as the workspace's DATA_SCHEMA memory for that source, which supersedes the previous
 * profile of the same source. Credentials in the data are masked before either copy is made (and so
 * before a profile reaches an artifact prompt); the memory then goes through the full write path.
 */
@ApplicationScoped
public class Profiling {

    @Inject
    DataConnectors connectors;

    @Inject
    DataSources sources;

    @Inject
    Remembering remembering;

    @Inject
    ProfileRedaction redaction;

    @Inject
    ProfileMetrics metrics;

    Clock clock = DatabaseClock.utc();

    public ProfileResult profile(String tenant, String workspaceId, String user, String id) {
        DataSource source = sources.existing(tenant, workspaceId, id);
        DataProfile profile = redaction.redact(connectors.profile(source.type(), sources.forConnector(source)));
        sources.recordProfile(tenant, workspaceId, id, json(profile), profile.fingerprint());
        metrics.profiled(source.type().name(), profile);
        return new ProfileResult(profile, remember(new Scope(tenant, workspaceId, user, null), source, profile));
    }

    private static String json(DataProfile profile) {
        try {
            return Json.mapper().writeValueAsString(profile);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private ProfileResult.Memory remember(Scope scope, DataSource source, DataProfile profile) {
        String content = "Data source \"" + source.name() + "\" (" + source.type() + "):\n" + profile.text();
        RememberRequest request = new RememberRequest(
                content,
                Kind.DURABLE,
                Category.DATA_SCHEMA,
                SchemaFingerprints.CITATION_PREFIX + source.id(),
                ClaimSource.TOOL_OUTPUT,
                SchemaFingerprints.CITATION_PREFIX + source.id() + "#" + profile.fingerprint(),
                1.0,
                true,
                clock.instant(),
                null,
                null,
                null,
                null);
        try {
            WritePath.Stored stored = remembering.remember(scope, new Remembering.Attempt(request, "/profile"));
            return ProfileResult.Memory.stored(stored.id(), stored.status(), stored.supersedes());
        } catch (NodeException e) {
            return ProfileResult.Memory.refused(e.code(), e.getMessage());
        }
    }
}
