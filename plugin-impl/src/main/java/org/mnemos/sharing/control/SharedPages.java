package org.mnemos.sharing.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.net.URI;
import java.time.Clock;
import java.time.Instant;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.artifact.control.Artifacts;
import org.mnemos.artifact.control.RenderedPage;
import org.mnemos.artifact.control.Rendering;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.dashboard.entity.ViewerSelection;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.platform.Problem;
import org.mnemos.platform.ProblemException;
import org.mnemos.sharing.entity.LinkKey;
import org.mnemos.sharing.entity.ShareLink;

/**
 * Opening a share link: the page of its version (the pinned one, else the latest published) rendered as the
 * members' shared data shows it, never anyone's own binding, inside the framing page. An unknown, expired or
 * revoked key is one and the same 404, and nothing the rendering says about the workspace's sources reaches
 * whoever holds the link.
 */
@ApplicationScoped
public class SharedPages {

    static final String GONE = "There is no dashboard at this address.";

    @Inject
    ShareLinks links;

    @Inject
    Artifacts artifacts;

    @Inject
    Rendering rendering;

    @Inject
    OpeningLimits limits;

    Clock clock = DatabaseClock.utc();

    /** @param origin the server's own origin, where the page loads the chart library from */
    public SharedPage open(LinkKey key, URI origin) {
        Instant now = clock.instant();
        ShareLink link = links.openedBy(key).filter(l -> l.opensAt(now)).orElseThrow(SharedPages::notFound);
        limits.admit(link.id());
        links.opened(link.id(), now);
        Artifact artifact = artifacts.existing(link.tenant(), link.workspaceId(), link.artifactId());
        int number = link.pinnedVersion().orElse(artifact.head());
        RenderedPage page;
        try {
            page = rendering
                    .version(
                            link.tenant(),
                            link.workspaceId(),
                            link.artifactId(),
                            number,
                            null,
                            true,
                            origin,
                            ViewerSelection.parameters(link.fixedFilters().values()))
                    .page();
        } catch (ProblemException e) {
            throw new ProblemException(
                    Problem.of(e.problem().code(), "The dashboard cannot be shown right now; try again later."));
        }
        return SharedFrame.around(page, artifact.name(), link.embedOrigins());
    }

    /** The one answer for a key that opens nothing, whatever the reason: the same bytes every time. */
    public static ProblemException notFound() {
        return new ProblemException(ErrorCode.SHARE_LINK_NOT_FOUND, GONE);
    }
}
