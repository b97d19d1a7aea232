package org.mnemos.jobs.boundary;

import com.fasterxml.jackson.databind.JsonNode;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.StreamSupport;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.jobs.control.JobRuns;
import org.mnemos.jobs.control.JobStarter;
import org.mnemos.jobs.entity.JobRun;
import org.mnemos.platform.Paging;
import org.mnemos.platform.ProblemException;
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
    @Operation(summary = "Start a run: {\"workspace\": \"optional\", \"dryRun\": true}")
    public Response start(@PathParam("job") String job, JsonNode body) {
        Caller admin = admin();
        JsonNode workspace = body == null ? null : body.get("workspace");
        String workspaceId = workspace == null || workspace.isNull() ? null : workspace.asText();
        if (workspaceId != null) {
            access.requireInTenant(admin, workspaceId);
        }
        JsonNode dryRun = body == null ? null : body.get("dryRun");
        if (dryRun != null && !dryRun.isBoolean()) {
            throw ProblemException.invalidInput("/dryRun", "dryRun must be true or false");
        }
        JobRun run = starter.start(job, admin.tenant(), workspaceId, dryRun != null && dryRun.asBoolean(), admin.user());
        return Response.accepted(Map.of("id", run.id(), "job", job)).build();
    }

    @GET
    @Path("{id}")
    @Operation(summary = "A run: status, metrics and, for dry runs, the candidates (paged)")
    public Map<String, Object> get(@PathParam("job") String job, @PathParam("id") String id,
                                   @QueryParam("page") @DefaultValue("0") int page,
                                   @QueryParam("size") @DefaultValue("100") int size) {
        Paging paging = Paging.of(page, size);
        JobRun run = runs.find(admin().tenant(), job, id);
        Map<String, Object> view = view(run);
        JsonNode candidates = JobRuns.read(run.candidates());
        view.put("candidates", StreamSupport.stream(candidates.spliterator(), false)
                .skip((long) paging.page() * paging.size()).limit(paging.size()).toList());
        view.put("candidatesTotal", candidates.size());
        return view;
    }

    @GET
    @Operation(summary = "Past runs of the job, newest first")
    public List<Map<String, Object>> list(@PathParam("job") String job, @QueryParam("page") @DefaultValue("0") int page,
                                          @QueryParam("size") @DefaultValue("20") int size) {
        Paging paging = Paging.of(page, size);
        return runs.page(admin().tenant(), job, paging.page(), paging.size()).stream().map(JobRunsResource::view).toList();
    }

    private Caller admin() {
        return caller.admin(ADMINS_ONLY);
    }

    private static Map<String, Object> view(JobRun run) {
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("id", run.id());
        view.put("job", run.job());
        view.put("workspace", run.workspaceId());
        view.put("status", run.status());
        view.put("dryRun", run.dryRun());
        view.put("startedAt", run.startedAt().toString());
        view.put("endedAt", run.endedAt() == null ? null : run.endedAt().toString());
        view.put("metrics", JobRuns.read(run.metrics()));
        view.put("trigger", run.trigger());
        return view;
    }
}
