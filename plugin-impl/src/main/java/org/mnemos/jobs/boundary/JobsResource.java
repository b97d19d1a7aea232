package org.mnemos.jobs.boundary;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.jobs.control.MaintenanceJobs;
import org.mnemos.jobs.entity.JobScope;
import org.mnemos.security.control.CurrentCaller;

/** The registered maintenance jobs, for admin UIs and scripts. */
@Path("admin/jobs")
@Tag(name = "Administration")
@Produces(MediaType.APPLICATION_JSON)
public class JobsResource {

    @Inject
    CurrentCaller caller;

    @Inject
    MaintenanceJobs jobs;

    /** One registered job: its name (the {@code {job}} of its runs), what a run covers, what it does. */
    public record JobView(String name, JobScope scope, String description) {}

    @GET
    @Operation(summary = "The maintenance jobs an administrator can run")
    public List<JobView> list() {
        caller.admin(JobRunsResource.ADMINS_ONLY);
        return jobs.all().stream()
                .map(job -> new JobView(job.name(), job.scope(), job.description()))
                .toList();
    }
}
