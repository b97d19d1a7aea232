package org.mnemos.artifact.control;

import java.util.Optional;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.datasource.entity.DataSource;

/**
 * Which data a member's own view of a published artifact reads instead of the shared data: the seam through
 * which the refresh capability's per-user bindings reach rendering without rendering depending on refresh.
 */
public interface ViewerSources {

    /** The source {@code user} bound to {@code artifact} and the profile it was found compatible with, if any. */
    Optional<ViewerSource> of(String tenant, Artifact artifact, String user);

    /** A member's own source and the profile that types its rows. */
    record ViewerSource(DataSource source, DataProfile profile) {}
}
