package org.mnemos.portability.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.platform.Json;
import org.mnemos.platform.ProblemException;
import org.mnemos.retention.control.RetentionPolicies;
import org.mnemos.screening.control.ScreeningBudget;
import org.mnemos.security.control.Caller;

/**
 * Imports an export line by line, each in its own transaction(s), so a bad line is refused on its own and never
 * undoes or stops the others. Line 1 must be a header of a format version this server reads; otherwise nothing is
 * imported (422). Parse errors name the line and column, never the text, which may hold what was refused.
 */
@ApplicationScoped
public class WorkspaceImport {

    private static final Logger LOG = Logger.getLogger(WorkspaceImport.class.getName());

    @Inject
    EntryImport entries;

    @Inject
    DefinitionImport definitions;

    @Inject
    RetentionPolicies policies;

    @Inject
    @ConfigProperty(name = "mnemos.portability.import.max-bytes")
    long maxBytes;

    @Inject
    ScreeningBudget screening;

    public long maxBytes() {
        return maxBytes;
    }

    public ImportReport run(Caller caller, String workspaceId, InputStream body) {
        screening.lift(); // an owner's bulk operation, bounded by its own size
        ImportRun run = new ImportRun(
                caller,
                workspaceId,
                policies.effective(caller.tenant(), workspaceId).maxUtility());
        List<LineOutcome> outcomes = new ArrayList<>();
        long number = 0;
        try (BufferedReader lines =
                new BufferedReader(new InputStreamReader(new LimitedInput(body, maxBytes), StandardCharsets.UTF_8))) {
            for (String text = lines.readLine(); text != null; text = lines.readLine()) {
                number++;
                if (number == 1) {
                    requireHeader(text);
                    outcomes.add(LineOutcome.of(1, HeaderLine.KIND, Outcome.SKIPPED, null, null));
                } else if (!text.isBlank()) {
                    outcomes.add(line(run, number, text));
                }
            }
        } catch (LimitedInput.TooLarge e) {
            if (number == 0) {
                throw tooLarge();
            }
            outcomes.add(LineOutcome.refused(
                    number + 1,
                    null,
                    ErrorCode.IMPORT_TOO_LARGE,
                    "The import stopped here: bodies are limited to " + maxBytes
                            + " bytes. The lines before are imported; import the rest separately.",
                    null));
        } catch (IOException e) {
            throw new UncheckedIOException("The import body could not be read", e);
        }
        if (number == 0) {
            throw ProblemException.invalidInput("", "The body is empty: send the lines of an export, header first.");
        }
        return ImportReport.of(workspaceId, outcomes);
    }

    public ProblemException tooLarge() {
        return new ProblemException(
                ErrorCode.IMPORT_TOO_LARGE, "Imports are limited to " + maxBytes + " bytes; split the export.");
    }

    private static void requireHeader(String text) {
        JsonNode header;
        try {
            header = Json.mapper().readTree(text);
        } catch (JsonProcessingException e) {
            throw ProblemException.invalidInput("", "Line 1 is not JSON: it must be the header of an export.");
        }
        if (!HeaderLine.KIND.equals(header.path("kind").asText())) {
            throw ProblemException.invalidInput("/kind", "Line 1 must be the header of an export (kind \"header\").");
        }
        var violations = LineSchema.violations(header);
        if (!violations.isEmpty()) {
            throw ProblemException.invalidInput("Line 1 is not a header this server can import.", violations);
        }
    }

    private LineOutcome line(ImportRun run, long number, String text) {
        JsonNode json;
        try {
            json = Json.mapper().readTree(text);
        } catch (JsonProcessingException e) {
            String column = e.getLocation() == null
                    ? ""
                    : " at column " + e.getLocation().getColumnNr();
            return LineOutcome.refused(
                    number, null, ErrorCode.MALFORMED_JSON, "The line is not valid JSON" + column + ".", null);
        }
        String kind = json.path("kind").asText(null);
        var violations = LineSchema.violations(json);
        if (!violations.isEmpty()) {
            return LineOutcome.refused(
                    number, kind, ErrorCode.INVALID_INPUT, "The line does not match the export format.", violations);
        }
        try {
            return dispatch(run, number, kind, json);
        } catch (ProblemException e) {
            return LineOutcome.refused(
                    number,
                    kind,
                    e.problem().code(),
                    e.problem().detail(),
                    e.problem().errors());
        } catch (JsonProcessingException | IllegalArgumentException e) {
            return LineOutcome.refused(
                    number, kind, ErrorCode.INVALID_INPUT, "The line does not match the export format.", null);
        } catch (RuntimeException e) {
            // The class only: the message may quote the line.
            LOG.log(Level.WARNING, "Import line {0} failed: {1}", new Object[] {
                number, e.getClass().getName()
            });
            return LineOutcome.refused(
                    number,
                    kind,
                    ErrorCode.INTERNAL_ERROR,
                    "The line could not be imported; nothing of it is stored.",
                    null);
        }
    }

    private LineOutcome dispatch(ImportRun run, long number, String kind, JsonNode json)
            throws JsonProcessingException {
        return switch (kind) {
            case EntryLine.KIND -> entries.store(run, number, Json.mapper().treeToValue(json, EntryLine.class));
            case DataSourceLine.KIND ->
                definitions.source(run, number, Json.mapper().treeToValue(json, DataSourceLine.class));
            case ArtifactLine.KIND ->
                definitions.artifact(run, number, Json.mapper().treeToValue(json, ArtifactLine.class));
            case PolicyLine.KIND ->
                definitions.policy(run, number, Json.mapper().treeToValue(json, PolicyLine.class));
            default ->
                LineOutcome.of(number, kind, Outcome.SKIPPED, null, "Nothing to import from a " + kind + " line.");
        };
    }
}
