package org.mnemos.artifact.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.datasource.control.DataSources;
import org.mnemos.datasource.entity.DataSource;
import org.mnemos.generation.control.BasePrompt;
import org.mnemos.generation.control.ProfileSummary;
import org.mnemos.memory.control.ComposedPrompt;
import org.mnemos.memory.control.Memories;
import org.mnemos.memory.control.PromptComposer;
import org.mnemos.memory.control.PromptSection;
import org.mnemos.memory.entity.Category;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.platform.Json;
import org.mnemos.platform.ProblemException;
import org.mnemos.programcheck.control.InjectionContract;

/**
 * What an artifact is made and checked against: its data source's stored profile (the one Profiling
 * keeps on the source row) and the workspace's task specifications, read as the PromptComposer reads them.
 */
@ApplicationScoped
public class ArtifactGrounds {

    @Inject
    DataSources sources;

    @Inject
    Memories memories;

    @Inject
    PromptComposer composer;

    /** The profile and task specifications of a data source of this workspace. */
    public Grounds of(String tenant, String workspaceId, String dataSourceId) {
        DataProfile profile = profileOf(sources.existing(tenant, workspaceId, dataSourceId));
        List<String> taskSpecs = memories.activeDurable(workspaceId, List.of(Category.TASK_SPEC)).stream()
                .map(MemoryEntry::content)
                .toList();
        return new Grounds(profile, taskSpecs);
    }

    /** The source's stored profile; 409 DATA_SOURCE_NOT_PROFILED before its first profile. */
    public DataProfile profileOf(DataSource source) {
        if (source.lastProfile() == null) {
            throw new ProblemException(
                    ErrorCode.DATA_SOURCE_NOT_PROFILED,
                    "Data source '" + source.name() + "' has not been profiled yet; profile it first.");
        }
        return profile(source);
    }

    public Grounds of(String tenant, Artifact artifact) {
        return of(tenant, artifact.workspaceId(), artifact.dataSourceId());
    }

    /**
     * The composed prompt (seed 000): system = s_base (the data-injection contract) ⊕ task ⊕ tools ⊕ output;
     * user = the data source's profile ⊕ the content being refined, if any ⊕ the instruction.
     */
    ComposedPrompt prompt(
            String workspaceId,
            Grounds made,
            ArtifactForm form,
            String current,
            String instruction,
            InjectionContract contract) {
        return composer.compose(
                workspaceId, BasePrompt.of(form, contract), userSections(made.profile(), form, current, instruction));
    }

    public static List<PromptSection> userSections(
            DataProfile profile, ArtifactForm form, String current, String instruction) {
        List<PromptSection> user = new ArrayList<>();
        user.add(new PromptSection("## Data", ProfileSummary.of(profile)));
        if (current != null) {
            user.add(new PromptSection(form == ArtifactForm.SPEC ? "## Current spec" : "## Current program", current));
        }
        user.add(new PromptSection("## Instruction", instruction));
        return user;
    }

    private static DataProfile profile(DataSource source) {
        return parsed(source.lastProfile());
    }

    /** A profile the application stored (on a source, a version or a snapshot). */
    public static DataProfile parsed(String json) {
        try {
            return Json.mapper().readValue(json, DataProfile.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A stored profile is not a DataProfile", e);
        }
    }

    /** A profile and the task specifications; checks content against both. */
    public record Grounds(DataProfile profile, List<String> taskSpecs) {

        public String accepted(Artifact artifact, String content) {
            return ContentCheck.accepted(artifact.form(), content, profile, taskSpecs);
        }
    }
}
