package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.NodeException;
import org.mnemos.api.node.Violation;
import org.mnemos.memory.entity.Kind;

/**
 * The checks of the write path that can refuse an entry before anything is stored, in the order
 * the design fixes: secrets, untrusted instructions, approval. Refusals name what was found, never
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

    /** Refuses the entry, or tells whether it must be quarantined. */
    public Verdict check(RememberRequest request, String pointer) throws NodeException {
        Optional<SecretKind> secret = Stream.of(request.content(), request.subject(), request.citation())
                .filter(Objects::nonNull)
                .flatMap(text -> secrets.find(text).stream())
                .findFirst();
        if (secret.isPresent()) {
            metrics.refused(ErrorCode.SECRET_DETECTED, secret.get().id());
            throw new NodeException(
                    ErrorCode.SECRET_DETECTED,
                    "The entry contains a credential (" + secret.get().label()
                            + "). Secrets are never stored: keep a reference to where it is kept instead.",
                    List.of(new Violation(
                            pointer + "/content", "contains a " + secret.get().label())));
        }
        if (request.source().untrusted() && request.category().steers()) {
            metrics.refused(ErrorCode.UNTRUSTED_INSTRUCTION, request.category().name());
            throw new NodeException(
                    ErrorCode.UNTRUSTED_INSTRUCTION,
                    "Content from " + request.source() + " cannot become " + request.category()
                            + ": store it as a FACT or OBSERVATION with its source.",
                    List.of(new Violation(pointer + "/category", "not allowed for source " + request.source())));
        }
        if (request.kind() == Kind.DURABLE
                && !request.approved()
                && request.category().needsApprovalWhenDurable()) {
            metrics.refused(ErrorCode.APPROVAL_REQUIRED, request.category().name());
            throw new NodeException(
                    ErrorCode.APPROVAL_REQUIRED,
                    "A durable " + request.category()
                            + " steers the agent and needs the user's approval: ask the user, then set approved to true.",
                    List.of(new Violation(pointer + "/approved", "must be true for a durable " + request.category())));
        }
        Optional<String> injected =
                request.source().untrusted() ? instructions.find(request.content()) : Optional.empty();
        injected.ifPresent(metrics::quarantined);
        return new Verdict(injected.orElse(null));
    }

    /** Passed; {@code injection} names the instruction found in untrusted content, which quarantines the entry. */
    public record Verdict(String injection) {
        public boolean quarantine() {
            return injection != null;
        }
    }
}
