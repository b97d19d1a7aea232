package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Optional;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.NodeException;
import org.mnemos.api.node.Violation;
import org.mnemos.memory.entity.Category;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.Status;
import org.mnemos.screening.control.SecretKind;
import org.mnemos.screening.control.SecretScreen;

/**
 * The checks of the write path that can refuse an entry before anything is stored, in the order
 * the design fixes: secrets, untrusted instructions, approval; then the instruction screen, over every source type
 * (a user may paste a poisoned document), which quarantines or flags for review. Refusals name what was found, never
 * the value, so that a secret cannot reach a response, a log or the audit trail.
 */
@ApplicationScoped
public class WriteScreen {

    @Inject
    SecretScreen secrets;

    @Inject
    InstructionScreen instructions;

    @Inject
    WriteMetrics metrics;

    /** Refuses the entry, or tells the status it is stored in: active, quarantined or waiting for approval. */
    public Verdict check(RememberRequest request, String pointer) throws NodeException {
        refuseSecret(request.content(), pointer + "/content");
        refuseSecret(request.subject(), pointer + "/subject");
        refuseSecret(request.citation(), pointer + "/source/citation");
        refuseSecret(request.conversation(), pointer + "/conversation");
        if (request.source().untrusted() && request.category().steers()) {
            metrics.refused(ErrorCode.UNTRUSTED_INSTRUCTION, request.category().name());
            throw new NodeException(
                    ErrorCode.UNTRUSTED_INSTRUCTION,
                    "Content from " + request.source() + " cannot become " + request.category()
                            + ": store it as a FACT or OBSERVATION with its source.",
                    List.of(new Violation(pointer + "/category", "not allowed for source " + request.source())));
        }
        if (request.kind() == Kind.DURABLE && !request.approved() && request.category() == Category.PREFERENCE) {
            metrics.refused(ErrorCode.APPROVAL_REQUIRED, request.category().name());
            throw new NodeException(
                    ErrorCode.APPROVAL_REQUIRED,
                    "A durable PREFERENCE needs the user's approval: ask the user, then set approved to true.",
                    List.of(new Violation(pointer + "/approved", "must be true for a durable " + request.category())));
        }
        Optional<String> injected = instructions.find(request.content());
        if (request.kind() == Kind.DURABLE && request.category().steers()) {
            return Verdict.review(injected.orElse(null));
        }
        injected.ifPresent(metrics::quarantined);
        return Verdict.screened(injected.orElse(null));
    }

    /**
     * Refuses a text stored with the entries: every one of them, not only the content (a conversation id and a
     * workflow run id are stored and exported too).
     */
    public void refuseSecret(String text, String pointer) throws NodeException {
        Optional<SecretKind> secret = text == null ? Optional.empty() : secrets.find(text);
        if (secret.isPresent()) {
            metrics.refused(ErrorCode.SECRET_DETECTED, secret.get().id());
            throw new NodeException(
                    ErrorCode.SECRET_DETECTED,
                    "The entry contains a credential (" + secret.get().label()
                            + "). Secrets are never stored: keep a reference to where it is kept instead.",
                    List.of(new Violation(pointer, "contains a " + secret.get().label())));
        }
    }

    /**
     * Passed, with the status the entry is stored in. A durable task, tool or output instruction becomes the system
     * prompt, so it always waits for a steward, whatever its source and whatever {@code approved} says: the sender of a
     * Remember may be an agent holding a steward's token. {@code injection} names what the instruction screen found.
     */
    public record Verdict(Status status, String injection) {

        static Verdict screened(String injection) {
            return new Verdict(injection == null ? Status.ACTIVE : Status.QUARANTINED, injection);
        }

        static Verdict review(String injection) {
            return new Verdict(Status.PENDING_APPROVAL, injection);
        }

        public boolean quarantine() {
            return status == Status.QUARANTINED;
        }

        public boolean review() {
            return status == Status.PENDING_APPROVAL;
        }

        /** What the Remember answer says about the status. */
        List<String> warnings() {
            if (quarantine()) {
                return List.of("Quarantined: the content addresses instructions to an agent (" + injection
                        + "); an admin can review it, Recall never returns it.");
            }
            if (!review()) {
                return List.of();
            }
            String waits = "Waits for a steward's approval (POST …/memories/{id}/approve) before it reaches the"
                    + " composed prompt.";
            return injection == null
                    ? List.of(waits)
                    : List.of(waits, "The instruction screen flagged it for the reviewer (" + injection + ").");
        }
    }
}
