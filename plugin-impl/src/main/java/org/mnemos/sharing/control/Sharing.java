package org.mnemos.sharing.control;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.Violation;
import org.mnemos.artifact.control.Artifacts;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.artifact.entity.ArtifactVersion;
import org.mnemos.audit.control.AuditLog;
import org.mnemos.audit.entity.AuditAction;
import org.mnemos.dashboard.control.SpecJson;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.dashboard.entity.ViewerFilter;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.platform.Json;
import org.mnemos.platform.Problem;
import org.mnemos.platform.ProblemException;
import org.mnemos.screening.control.JsonScreen;
import org.mnemos.security.control.Caller;
import org.mnemos.sharing.entity.FixedFilters;
import org.mnemos.sharing.entity.LinkKey;
import org.mnemos.sharing.entity.ShareLink;

/**
 * Creating, listing and revoking an artifact's share links; the caller's role is the boundary's to check.
 * A link is made only for a published artifact, with its fixed filters and embedding origins checked before
 * anything is stored; creation and revocation are audited, without the key.
 */
@ApplicationScoped
public class Sharing {

    @Inject
    ShareLinks links;

    @Inject
    Artifacts artifacts;

    @Inject
    LinkLifetimes lifetimes;

    @Inject
    JsonScreen screen;

    @Inject
    AuditLog audit;

    Clock clock = DatabaseClock.utc();

    /** What a new link is asked to be; null members take their defaults. */
    public record Order(Integer expiresInDays, Integer version, FixedFilters filters, List<String> embedOrigins) {}

    /** A new link and its key, which exists nowhere else: the caller shows it once. */
    public record Created(ShareLink link, LinkKey key) {}

    @Transactional
    public Created create(Caller who, String ws, String artifactId, Order order) {
        Artifact artifact = artifacts.existing(who.tenant(), ws, artifactId);
        if (artifact.head() < 1) {
            throw new ProblemException(
                    ErrorCode.NOT_PUBLISHED, "Artifact '" + artifact.name() + "' has no published version to share.");
        }
        Instant now = clock.instant();
        Instant expires = lifetimes.expiry(now, order.expiresInDays());
        List<Violation> violations = new ArrayList<>();
        ArtifactVersion shown = shownVersion(artifact, order.version(), violations);
        FixedFilters filters = order.filters() == null ? FixedFilters.NONE : order.filters();
        if (shown != null) {
            violations.addAll(FilterCheck.violations(artifact.form(), filterFields(artifact, shown), filters));
        }
        List<String> origins =
                EmbedOrigins.normalised(order.embedOrigins() == null ? List.of() : order.embedOrigins(), violations);
        if (!violations.isEmpty()) {
            throw new ProblemException(Problem.of(ErrorCode.INVALID_INPUT, "The share link cannot be made as asked.")
                    .withErrors(violations));
        }
        refuseSecrets(filters);
        LinkKey key = LinkKey.random();
        ShareLink link = new ShareLink(
                who.tenant(), ws, artifactId, key, order.version(), filters, origins, who.user(), now, expires);
        links.store(link);
        audited(who, link, AuditAction.SHARE_LINK_CREATE, "expires " + expires);
        return new Created(link, key);
    }

    public List<ShareLink> list(Caller who, String ws, String artifactId) {
        artifacts.existing(who.tenant(), ws, artifactId);
        return links.of(who.tenant(), ws, artifactId);
    }

    /** Revokes a link for good: its page answers 404 from now on, like a link that never existed. */
    @Transactional
    public void revoke(Caller who, String ws, String artifactId, String linkId) {
        artifacts.existing(who.tenant(), ws, artifactId);
        ShareLink link = links.existing(who.tenant(), ws, artifactId, linkId);
        link.revoke(who.user(), clock.instant());
        audited(who, link, AuditAction.SHARE_LINK_REVOKE, null);
    }

    /** The version whose data the filters are checked against: the pinned one, else the head. */
    private ArtifactVersion shownVersion(Artifact artifact, Integer pinned, List<Violation> violations) {
        if (pinned == null) {
            return artifacts.version(artifact, artifact.head());
        }
        if (pinned < 1 || pinned > artifact.head()) {
            violations.add(new Violation("/version", "the artifact's published versions are 1 to " + artifact.head()));
            return null;
        }
        return artifacts.version(artifact, pinned);
    }

    /** The fields the version's viewer filters filter by: a link fixes only what a viewer could pick. */
    private static Set<String> filterFields(Artifact artifact, ArtifactVersion version) {
        if (artifact.form() != ArtifactForm.SPEC) {
            return Set.of();
        }
        return SpecJson.stored(version.content()).viewerFilters().stream()
                .map(ViewerFilter::field)
                .collect(Collectors.toSet());
    }

    /** Filter values are stored and listed as they are: a credential among them is refused (422 SECRET_DETECTED). */
    private void refuseSecrets(FixedFilters filters) {
        JsonNode values = Json.mapper().valueToTree(filters.values());
        screen.found(values, FilterCheck.POINTER).ifPresent(found -> {
            throw new ProblemException(Problem.of(
                            ErrorCode.SECRET_DETECTED,
                            "A fixed filter value holds a credential: it " + found.message()
                                    + ". Filter on data values.")
                    .withErrors(List.of(found)));
        });
    }

    private void audited(Caller who, ShareLink link, AuditAction action, String more) {
        String detail = "link " + link.id() + " to artifact " + link.artifactId() + (more == null ? "" : ", " + more);
        audit.record(
                new AuditLog.Entry(who.tenant(), link.workspaceId(), who.user(), action, null, null, null, detail));
    }
}
