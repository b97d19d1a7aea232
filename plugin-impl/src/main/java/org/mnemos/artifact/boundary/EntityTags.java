package org.mnemos.artifact.boundary;

import jakarta.ws.rs.core.EntityTag;
import org.mnemos.artifact.entity.Draft;

/**
 * The ETags of artifacts: a version's is its content's sha256, a draft's is {@code r<revision>}. If-Match
 * is optional on draft saves and publishes (no header, or {@code *}, means "whatever is there"); a tag that
 * is not a draft revision never matches, so a stale or foreign tag is always a 412.
 */
final class EntityTags {

    private static final long NO_REVISION = -1;

    private EntityTags() {}

    static EntityTag of(Draft draft) {
        return new EntityTag("r" + draft.revision());
    }

    static EntityTag ofVersion(String sha256) {
        return new EntityTag(sha256);
    }

    /** The draft revision an If-Match header names, or null when it sets no condition. */
    static Long expectedRevision(String ifMatch) {
        if (ifMatch == null || ifMatch.isBlank() || ifMatch.strip().equals("*")) {
            return null;
        }
        String tag = ifMatch.strip().replaceFirst("^W/", "").replace("\"", "");
        return tag.matches("r\\d{1,18}") ? Long.valueOf(tag.substring(1)) : NO_REVISION;
    }
}
