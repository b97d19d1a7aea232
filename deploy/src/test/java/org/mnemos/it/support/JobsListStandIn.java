package org.mnemos.it.support;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/**
 * TEMPORARY stand-in for {@code GET /api/admin/jobs} (the registered maintenance jobs), which is
 * being built on another branch: {@code MemoryWidgetsIT} adds it to its deployment so the policy
 * editor has jobs to offer. Delete this class and its {@code addClass} once the real one is merged.
 */
@Path("admin/jobs")
public class JobsListStandIn {

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public String jobs() {
        return """
                [{"name": "intelligent-decay", "scope": "WORKSPACE", "description": "Scores episodic entries, consolidates or deletes the fading ones"},
                 {"name": "scratch-expiry", "scope": "TENANT", "description": "Erases scratch entries past their lifetime"}]""";
    }
}
