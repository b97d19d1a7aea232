package org.mnemos.sharing.boundary;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.sharing.entity.ShareLink;

// Instants as ISO-8601 strings, as in the other views. Never the key: it was shown once, at creation.
@Schema(description = "A share link of an artifact, without its key")
public record ShareLinkView(
        @Schema(example = "9a7c1f0e-2b3d-4e5f-8a9b-0c1d2e3f4a5b")
        String id,

        String artifactId,
        String createdBy,
        @Schema(example = "2026-12-07T19:30:00Z") String createdAt,
        @Schema(example = "2027-01-06T19:30:00Z") String expiresAt,

        @Schema(description = "Whether the link is past its expiry (it opens nothing any more)")
        boolean expired,

        @Schema(description = "When its page was last opened; null: never")
        String lastUsedAt,

        @Schema(
                enumeration = {"LATEST", "PINNED"},
                description = "LATEST: the latest published version at each opening; PINNED: always version")
        String versionPolicy,

        @Schema(description = "The pinned version, null for LATEST")
        Integer version,

        @Schema(description = "The viewer-filter values the link applies")
        Map<String, List<String>> fixedFilters,

        @Schema(description = "The sites that may frame its page; empty: any site")
        List<String> embedOrigins) {

    static ShareLinkView of(ShareLink link, Instant now) {
        return new ShareLinkView(
                link.id(),
                link.artifactId(),
                link.createdBy(),
                link.createdAt().toString(),
                link.expiresAt().toString(),
                !now.isBefore(link.expiresAt()),
                link.lastUsedAt() == null ? null : link.lastUsedAt().toString(),
                link.pinnedVersion().isPresent() ? "PINNED" : "LATEST",
                link.pinnedVersion().orElse(null),
                link.fixedFilters().values(),
                link.embedOrigins());
    }
}
