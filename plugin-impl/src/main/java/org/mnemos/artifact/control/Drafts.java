package org.mnemos.artifact.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.Optional;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.artifact.entity.ArtifactVersion;
import org.mnemos.artifact.entity.Draft;
import org.mnemos.artifact.entity.NothingToStep;
import org.mnemos.generation.control.Generation;
import org.mnemos.generation.entity.GenerationRecord;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.platform.ProblemException;

/**
 * The editors' private drafts. A draft is only ever looked up for the caller, so nobody can read or change
 * another editor's draft: it is simply not found. {@code expectedRevision} is the revision of an If-Match
 * header, null when the client sent none.
 */
@ApplicationScoped
public class Drafts {

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    @Inject
    Artifacts artifacts;

    @Inject
    ArtifactGrounds grounds;

    @Inject
    Generating generating;

    Clock clock = DatabaseClock.utc();

    public Draft mine(Artifact artifact, String editor) {
        return find(artifact, editor)
                .orElseThrow(() -> new ProblemException(
                        ErrorCode.DRAFT_NOT_FOUND,
                        "You have no draft of artifact '" + artifact.name() + "'; save an edit to start one."));
    }

    /**
     * Saves checked content as an edit. An editor without a draft starts one on the head version, so that
     * undo goes back to what was published; before any publish the content simply becomes the draft.
     */
    @Transactional
    public Draft edit(
            String tenant,
            String workspaceId,
            String editor,
            String artifactId,
            String content,
            Long expectedRevision) {
        Artifact artifact = artifacts.existing(tenant, workspaceId, artifactId);
        String accepted = grounds.of(tenant, artifact).accepted(artifact, content);
        return save(artifact, editor, expectedRevision, accepted, null);
    }

    /**
     * Refinement (seed 000's edit mode): the generator makes the next content from the caller's draft, or
     * from the head version when they have none, and the instruction; saved as an undoable edit carrying the
     * new generation record. Before any publish, an editor without a draft gets a fresh generation.
     */
    @Transactional
    public Draft refine(
            String tenant,
            String workspaceId,
            String editor,
            String artifactId,
            String instruction,
            int maxBytes,
            Long expectedRevision) {
        Artifact artifact = artifacts.existing(tenant, workspaceId, artifactId);
        Optional<Draft> existing = find(artifact, editor);
        existing.ifPresent(draft -> requireRevision(draft, expectedRevision));
        String current = existing.map(Draft::content)
                .orElseGet(() -> artifact.head() == 0
                        ? null
                        : artifacts.version(artifact, artifact.head()).content());
        ArtifactGrounds.Grounds made = grounds.of(tenant, artifact);
        Generation generation = generating.generate(workspaceId, made, artifact.form(), current, instruction, maxBytes);
        return save(artifact, editor, expectedRevision, made.accepted(artifact, generation.content()), generation);
    }

    /** One path for every change of a draft's content: by hand ({@code generation} null) or by the generator. */
    private Draft save(
            Artifact artifact, String editor, Long expectedRevision, String accepted, Generation generation) {
        Optional<Draft> existing = find(artifact, editor);
        if (existing.isEmpty() && expectedRevision == null) {
            return start(artifact, editor, accepted, generation);
        }
        // An If-Match on a draft that does not exist cannot hold (RFC 9110): 412, not a silent new draft.
        Draft draft = existing.orElseThrow(() -> preconditionFailed("You have no draft yet, so no revision "
                + expectedRevision + " to match; save without If-Match to start one."));
        requireRevision(draft, expectedRevision);
        if (generation == null) {
            draft.edit(accepted, clock.instant());
        } else {
            draft.generated(accepted, generation.record(), clock.instant());
        }
        return draft;
    }

    @Transactional
    public Draft undo(String tenant, String workspaceId, String editor, String artifactId) {
        return step(artifacts.existing(tenant, workspaceId, artifactId), editor, true);
    }

    @Transactional
    public Draft redo(String tenant, String workspaceId, String editor, String artifactId) {
        return step(artifacts.existing(tenant, workspaceId, artifactId), editor, false);
    }

    /** 412 when the client's If-Match names another revision than the draft's. */
    static void requireRevision(Draft draft, Long expectedRevision) {
        if (expectedRevision != null && expectedRevision != draft.revision()) {
            throw preconditionFailed("Your draft is at revision " + draft.revision() + ", not " + expectedRevision
                    + ": reload it before saving or publishing.");
        }
    }

    private static ProblemException preconditionFailed(String detail) {
        return new ProblemException(ErrorCode.PRECONDITION_FAILED, detail);
    }

    private Draft step(Artifact artifact, String editor, boolean undo) {
        Draft draft = mine(artifact, editor);
        try {
            if (undo) {
                draft.undo(clock.instant());
            } else {
                draft.redo(clock.instant());
            }
        } catch (NothingToStep e) {
            throw new ProblemException(undo ? ErrorCode.NOTHING_TO_UNDO : ErrorCode.NOTHING_TO_REDO, e.getMessage());
        }
        return draft;
    }

    /**
     * A first draft: before any publish the content itself (with its generation record, none when typed by
     * hand); after one, the head version with the content as its first, undoable edit.
     */
    private Draft start(Artifact artifact, String editor, String content, Generation generation) {
        GenerationRecord record = generation == null ? null : generation.record();
        Draft draft;
        if (artifact.head() == 0) {
            draft = new Draft(artifact.id(), editor, 0, content, generation == null, record, clock.instant());
        } else {
            ArtifactVersion head = artifacts.version(artifact, artifact.head());
            draft = new Draft(
                    artifact.id(), editor, artifact.head(), head.content(), false, head.generation(), clock.instant());
            if (generation == null) {
                draft.edit(content, clock.instant());
            } else {
                draft.generated(content, record, clock.instant());
            }
        }
        em.persist(draft);
        return draft;
    }

    private Optional<Draft> find(Artifact artifact, String editor) {
        return em.createQuery("SELECT d FROM Draft d WHERE d.artifactId = :id AND d.editor = :editor", Draft.class)
                .setParameter("id", artifact.id())
                .setParameter("editor", editor)
                .getResultStream()
                .findFirst();
    }
}
