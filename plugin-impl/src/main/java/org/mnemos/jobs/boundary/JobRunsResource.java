package org.mnemos.jobs.boundary;

import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.jobs.control.JobRuns;
import org.mnemos.jobs.control.JobStarter;
import org.mnemos.jobs.entity.JobRun;
import org.mnemos.platform.Paging;
import org.mnemos.security.control.Caller;
import org.mnemos.security.control.CurrentCaller;
import org.mnemos.workspace.control.WorkspaceAccess;

/** Admins start maintenance jobs (optionally dry) and see what each run did. */
@Path("admin/jobs/{job}/runs")
@Tag(name = "Administration")
@Produces(MediaType.APPLICATION_JSON)
public class JobRunsResource {

    static final String ADMINS_ONLY = "Only administrators run maintenance jobs.";

    @Inject
    CurrentCaller caller;

    @Inject
    WorkspaceAccess access;

    @Inject
    JobStarter starter;

    @Inject
    JobRuns runs;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Start a run, optionally dry or limited to one workspace")
    @APIResponse(
            responseCode = "202",
            description = "Accepted; the run starts in the background",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "RunStarted")))
    public Response start(@PathParam("job") String job, RunStart body) {
        Caller admin = admin();
        RunStart request = body == null ? RunStart.DEFAULT : body;
        if (request.workspace() != null) {
            access.requireInTenant(admin, request.workspace());
        }
        JobRun run = starter.start(job, admin.tenant(), request.workspace(), request.dry(), admin.user());
        return Response.accepted(new RunStarted(run.id(), job)).build();
    }

    @GET
    @Path("{id}")
    @Operation(summary = "A run: status, metrics and, for dry runs, the candidates (paged)")
    public JobRunView get(
            @PathParam("job") String job,
            @PathParam("id") String id,
            @QueryParam("page") @DefaultValue("0") int page,
            @QueryParam("size") @DefaultValue("100") int size) {
        Paging paging = Paging.of(page, size);
        return JobRunView.withCandidates(runs.find(admin().tenant(), job, id), paging);
    }

    @GET
    @Operation(summary = "Past runs of the job, newest first")
    public List<JobRunView> list(
            @PathParam("job") String job,
            @QueryParam("page") @DefaultValue("0") int page,
            @QueryParam("size") @DefaultValue("20") int size) {
        Paging paging = Paging.of(page, size);
        return runs.page(admin().tenant(), job, paging.page(), paging.size()).stream()
                .map(JobRunView::of)
                .toList();
    }

    private Caller admin() {
        return caller.admin(ADMINS_ONLY);
    }
}
