package org.mnemos.artifact.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.platform.ProblemException;

/**
 * Diffs between states of an artifact. A state is a version number or {@value #DRAFT}, the caller's own
 * draft (so a draft is compared with its base by naming the base's number).
 */
@ApplicationScoped
public class Comparing {

    public static final String DRAFT = "draft";

    @Inject
    Drafts drafts;

    @Inject
    Artifacts artifacts;

    public VersionDiff diff(Artifact artifact, String editor, String from, String to) {
        return VersionDiff.between(
                from, content(artifact, editor, "from", from), to, content(artifact, editor, "to", to));
    }

    private String content(Artifact artifact, String editor, String parameter, String state) {
        if (DRAFT.equals(state)) {
            return drafts.mine(artifact, editor).content();
        }
        try {
            return artifacts.version(artifact, Integer.parseInt(state)).content();
        } catch (NumberFormatException e) {
            throw ProblemException.invalidInput(
                    "/" + parameter, "'" + state + "' is neither a version number nor 'draft'");
        }
    }
}
