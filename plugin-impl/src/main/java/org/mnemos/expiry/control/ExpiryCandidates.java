package org.mnemos.expiry.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.mnemos.expiry.entity.ExpiryAction;
import org.mnemos.expiry.entity.ExpiryCandidate;
import org.mnemos.memory.control.DueEntries;
import org.mnemos.memory.entity.Kind;

/** Pages, in id order, through the entries of a tenant (or one workspace) that are due for expiry or review. */
@ApplicationScoped
public class ExpiryCandidates {

    @Inject
    DueEntries due;

    public List<ExpiryCandidate> after(
            String lastId, String tenant, Optional<String> workspace, Instant asOf, int size) {
        return due.after(lastId, tenant, workspace, asOf, size).stream()
                .map(e -> new ExpiryCandidate(
                        e.id(),
                        e.scope().workspaceId(),
                        e.kind(),
                        e.category(),
                        e.kind() == Kind.SCRATCH ? ExpiryAction.EXPIRE : ExpiryAction.REVIEW_DUE,
                        e.kind() == Kind.SCRATCH
                                ? "scratch expired at " + e.lifetime().expiresAt()
                                : "review was due at " + e.lifetime().reviewAt()))
                .toList();
    }
}
