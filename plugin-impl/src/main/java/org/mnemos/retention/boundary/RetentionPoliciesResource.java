package org.mnemos.retention.boundary;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.platform.ComposedSchemas;
import org.mnemos.platform.ProblemException;
import org.mnemos.retention.control.PolicySchema;
import org.mnemos.retention.control.RetentionPolicies;
import org.mnemos.retention.control.RetentionPolicy;
import org.mnemos.retention.entity.PolicyRecord;
import org.mnemos.security.control.Caller;
import org.mnemos.security.control.CurrentCaller;
import org.mnemos.workspace.control.WorkspaceAccess;
import org.mnemos.workspace.entity.Role;

/**
 * {@code GET/PUT /api/admin/retention-policies/{tenantDefault | workspace id}}: admins read and set
 * them; a workspace's owners may read its policy. {@code GET …/schema}: the JSON Schema of a PUT body,
 * for admins as the tenant default is.
 */
@Path("admin/retention-policies")
@Tag(name = "Administration")
@Produces(MediaType.APPLICATION_JSON)
public class RetentionPoliciesResource {

    @Inject
    CurrentCaller caller;

    @Inject
    WorkspaceAccess access;

    @Inject
    RetentionPolicies policies;

    @GET
    @Path("{scope}")
    @Operation(summary = "The policy in force for the tenant default or a workspace")
    public RetentionPolicy get(@PathParam("scope") String scope) {
        Caller who = caller.get();
        if (!PolicyRecord.TENANT_DEFAULT.equals(scope)) {
            if (who.isAdmin()) {
                access.requireInTenant(who, scope);
            } else {
                access.require(who, scope, Role.OWNER, "Reading the retention policy");
            }
        } else {
            requireAdmin(who, "Only administrators can read the tenant's default retention policy.");
        }
        return policies.effective(who.tenant(), scope);
    }

    @GET
    @Path("schema")
    @Operation(summary = "The JSON Schema (2020-12) of a policy body, with UI hints for a generated form")
    @APIResponse(
            responseCode = "200",
            description = "The policy body's JSON Schema",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(ref = ComposedSchemas.JSON_SCHEMA)))
    public JsonNode schema() {
        requireAdmin(caller.get(), "Only administrators can read the retention policy schema.");
        return PolicySchema.document();
    }

    @PUT
    @Path("{scope}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Set the policy; fields left out keep their current value")
    @RequestBody(
            required = true,
            description = "Any subset of the policy's fields",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "RetentionPolicy")))
    public RetentionPolicy put(@PathParam("scope") String scope, JsonNode body) {
        Caller who = caller.get();
        requireAdmin(who, "Only administrators can set retention policies.");
        if (!PolicyRecord.TENANT_DEFAULT.equals(scope)) {
            access.requireInTenant(who, scope);
        }
        return policies.replace(who, scope, body);
    }

    private static void requireAdmin(Caller who, String refusal) {
        if (!who.isAdmin()) {
            throw ProblemException.forbidden(refusal);
        }
    }
}
