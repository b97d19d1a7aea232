package org.mnemos.api.error;

/**
 * Stable error codes with the HTTP status the REST binding answers with, whether the same request may
 * succeed later, and what the user can do. Clients branch on the name, so names never change;
 * {@code src/site/markdown/errors.md} documents one row per code (a test keeps the two in step).
 */
public enum ErrorCode {

    // The request itself
    INVALID_INPUT(
            422, false, "Invalid input", "Fix the fields named in errors (JSON pointers) and send the request again."),
    MALFORMED_JSON(400, false, "Malformed JSON", "Send a well-formed JSON body."),
    BAD_REQUEST(400, false, "Bad request", "The request is not understood; check it against the OpenAPI document."),
    NOT_FOUND(404, false, "Not found", "Check the address against the OpenAPI document."),
    METHOD_NOT_ALLOWED(
            405, false, "Method not allowed", "Use one of the methods the OpenAPI document lists for this path."),
    NOT_ACCEPTABLE(406, false, "Not acceptable", "Accept application/json (or text/event-stream for the events feed)."),
    UNSUPPORTED_MEDIA_TYPE(415, false, "Unsupported media type", "Send the body as application/json."),
    REQUEST_TOO_LARGE(
            413,
            false,
            "Request too large",
            "Send a smaller body; the limit is mnemos.http.max-body-bytes (1 MiB by default)."),

    // Who is calling
    UNAUTHENTICATED(401, false, "Unauthenticated", "Send a bearer token: Authorization: Bearer <JWT>."),
    INVALID_TOKEN(
            401,
            false,
            "Unauthenticated",
            "Get a fresh token from the issuer; the detail says what is wrong with this one."),
    FORBIDDEN(403, false, "Forbidden", "Ask a workspace owner or an administrator for the role the detail names."),
    ORIGIN_NOT_ALLOWED(
            403,
            false,
            "Origin not allowed",
            "Call /mcp without an Origin header, or ask an administrator to list the origin in mnemos.mcp.allowed-origins."),
    DEV_ISSUER_LOCAL_ONLY(
            403,
            false,
            "Local callers only",
            "Ask for the token on the machine Mnemos runs on, or sign in with the issuer security.md describes."),

    // Nodes
    UNKNOWN_NODE(
            404,
            false,
            "Not found",
            "GET /api/nodes lists the nodes; use a full (mnemos.recall) or short (recall) id."),
    NODE_NOT_AVAILABLE(501, false, "Node not available", "This node is not available in this installation yet."),
    SCREENING_BUDGET_EXCEEDED(
            413,
            false,
            "Too much text to screen",
            "Send less text in one request (split a batch); the limit is mnemos.screening.max-chars-per-request."),
    SECRET_DETECTED(
            422,
            false,
            "Secret detected",
            "Remove the credential from the content; store a reference to where it is kept instead."),
    UNTRUSTED_INSTRUCTION(
            422,
            false,
            "Untrusted instruction",
            "Tool output and documents cannot become instructions; store them as facts or observations."),
    APPROVAL_REQUIRED(
            422, false, "Approval required", "Ask the user to approve this preference, then set approved to true."),
    SCHEMA_DRIFT(
            409,
            false,
            "Schema drift",
            "The data no longer has the columns the dashboard uses: regenerate it with Generate Artifact."),
    DATA_INJECTION_VIOLATION(
            422,
            true,
            "Data injection violation",
            "The program embeds data values or reaches outside its frame (each literal and its line are named): "
                    + "read data only from the injection point, or regenerate."),
    ARTIFACT_TOO_LARGE(
            422, true, "Artifact too large", "The artifact exceeds the size limit; simplify it or the instruction."),
    GENERATOR_UNAVAILABLE(
            503, true, "Generator unavailable", "The configured language model could not be reached; try again later."),

    // Workspaces and what they hold
    WORKSPACE_NOT_FOUND(404, false, "Not found", "Check the workspace id and that you are a member."),
    MEMORY_NOT_FOUND(404, false, "Not found", "The entry does not exist in this workspace or has been forgotten."),
    NOT_PENDING_APPROVAL(
            409,
            false,
            "Not waiting for approval",
            "Only an entry in the review queue can be approved or rejected: GET …/memories?status=PENDING_APPROVAL."),
    DATA_SOURCE_NOT_FOUND(404, false, "Not found", "Check the data source id; GET …/data-sources lists them."),
    DATA_SOURCE_NAME_TAKEN(409, false, "Name taken", "Choose another name or update the existing data source."),
    DATA_SOURCE_IN_USE(
            409,
            false,
            "Data source in use",
            "Delete the artifacts named in the problem first, or keep the data source."),
    SOURCE_QUOTA_EXCEEDED(
            409,
            false,
            "Source quota reached",
            "Remove a data source the workspace no longer needs, or ask an administrator to raise the workspace's "
                    + "quota (PUT /api/admin/source-quotas/{ws})."),
    STORAGE_QUOTA_EXCEEDED(
            413,
            false,
            "Storage quota reached",
            "Upload a smaller file, remove uploads the workspace no longer needs, or ask an administrator to raise "
                    + "the workspace's quota (PUT /api/admin/source-quotas/{ws})."),
    FILE_TOO_LARGE(
            413,
            false,
            "File too large",
            "Upload a smaller file or ask an administrator to raise mnemos.upload.max-bytes."),
    IMPORT_TOO_LARGE(
            413,
            false,
            "Import too large",
            "Split the export, or ask an administrator to raise mnemos.portability.import.max-bytes."),
    IMPORT_CONFLICT(
            409,
            false,
            "Conflict",
            "The workspace already has this artifact, data source or policy: rename or remove it, then import again."),

    // Data connectors (see FailureCode)
    SOURCE_UNREACHABLE(
            502,
            true,
            "Source unreachable",
            "The data source could not be reached; check the connection and try again."),
    SOURCE_TIMEOUT(504, true, "Source timeout", "The data source answered too slowly; try again or raise its timeout."),
    AUTH_FAILED(
            502, false, "Auth failed", "The data source refused the credential; ask an administrator to update it."),
    SOURCE_SCHEMA_INVALID(
            422, false, "Source schema invalid", "Fix the source's configuration or shape as the detail says."),
    FILTER_INVALID(
            422,
            false,
            "Invalid filter",
            "Pick values of the viewer filters the dashboard declares (dates as 2024-01-31..2024-03-31); errors names each parameter."),
    MALFORMED_SOURCE_DATA(422, false, "Malformed source data", "Fix the record at the line named in the problem."),
    ROW_LIMIT_EXCEEDED(422, false, "Row limit exceeded", "Narrow the query or raise the source's row limit."),
    PATH_NOT_ALLOWED(422, false, "Path not allowed", "Read files inside the workspace's folder only."),
    DESTINATION_NOT_ALLOWED(
            422,
            false,
            "Destination not allowed",
            "Use a public address, or ask an administrator to allow this host (mnemos.egress.allow)."),

    // Artifacts and their versions
    ARTIFACT_NOT_FOUND(404, false, "Not found", "Check the artifact id; GET …/artifacts lists them."),
    VERSION_NOT_FOUND(404, false, "Not found", "GET …/artifacts/{id}/versions lists the published versions."),
    BINDING_NOT_FOUND(
            404, false, "Not found", "Bind a data source you registered first (PUT …/artifacts/{id}/my-binding)."),
    DRAFT_NOT_FOUND(
            404, false, "Not found", "You have no draft of this artifact: save an edit (PUT …/draft) to start one."),
    DATA_SOURCE_NOT_PROFILED(
            409, false, "Not profiled", "Profile the data source first (POST …/data-sources/{id}/profile)."),
    VERSION_CONFLICT(
            409,
            false,
            "Conflict",
            "Someone published since your draft's base: review the diff in the problem, then publish again."),
    PRECONDITION_FAILED(
            412,
            false,
            "Precondition failed",
            "The draft changed since you read it: GET it again and send its current ETag in If-Match."),
    NOTHING_TO_UNDO(422, false, "Nothing to undo", "The draft has no earlier state (at most 10 are kept)."),
    NOTHING_TO_REDO(422, false, "Nothing to redo", "Redo follows an undo; nothing was undone since the last edit."),
    NOTHING_TO_PUBLISH(
            422, false, "Nothing to publish", "Your draft equals the version it is based on: edit it first."),

    // Dashboard exports
    ITEM_NOT_FOUND(404, false, "Not found", "Name a KPI, chart or table id of the version's spec (a program's: rows)."),
    EXPORT_UNSUPPORTED(
            422,
            false,
            "Export unsupported",
            "A program dashboard draws itself in a browser: export its rows as CSV (…/items/rows/data.csv)."),

    // Refreshes and their data snapshots
    NOT_PUBLISHED(
            409, false, "Not published", "Publish a version of the artifact first; only published versions refresh."),
    REFRESH_NOT_FOUND(404, false, "Not found", "GET …/artifacts/{id}/refreshes lists the artifact's refreshes."),
    SNAPSHOT_TOO_LARGE(
            422,
            false,
            "Snapshot too large",
            "The program's data is over the snapshot cap: narrow the source, make the dashboard a spec (which "
                    + "stores aggregates only), or raise mnemos.refresh.snapshot.max-rows / max-bytes."),

    // Refresh schedules
    SCHEDULE_NOT_FOUND(404, false, "Not found", "Check the schedule id; GET …/artifacts/{id}/schedules lists them."),

    // Share links
    SHARE_LINK_NOT_FOUND(
            404,
            false,
            "Not found",
            "The link is unknown, expired or revoked; ask whoever shared the dashboard for a new link."),
    SHARE_LINK_BUSY(
            429, true, "Too many requests", "This link's page was opened too often; open it again after Retry-After."),
    // Subscriptions and threshold alerts
    SUBSCRIPTION_NOT_FOUND(
            404, false, "Not found", "Check the subscription id; GET …/artifacts/{id}/subscriptions lists yours."),
    ALERT_NOT_FOUND(404, false, "Not found", "Check the alert id; GET …/artifacts/{id}/alerts lists them."),
    UNSUBSCRIBE_LINK_NOT_FOUND(
            404, false, "Not found", "The link is not known (or you have unsubscribed already): nothing was changed."),

    // Platform packages
    INTEGRATION_NOT_FOUND(404, false, "Not found", "GET /api/integrations lists the platform packages."),

    // Maintenance jobs
    UNKNOWN_JOB(404, false, "Not found", "GET /api/admin/jobs lists the jobs."),
    JOB_RUN_NOT_FOUND(404, false, "Not found", "GET /api/admin/jobs/{job}/runs lists the runs of the job."),
    JOB_ALREADY_RUNNING(409, true, "Conflict", "Wait for the run named in the detail to end, then start again."),

    // The server's own resources
    DATABASE_UNAVAILABLE(
            503,
            true,
            "Database unavailable",
            "The database cannot serve the request right now (unreachable, restarting, or every connection busy): "
                    + "send it again after the seconds in Retry-After."),

    // Ours
    INTERNAL_ERROR(500, true, "Internal error", "Try again; if it keeps failing, report the correlation id.");

    private final int status;
    private final boolean retryable;
    private final String title;
    private final String hint;

    ErrorCode(int status, boolean retryable, String title, String hint) {
        this.status = status;
        this.retryable = retryable;
        this.title = title;
        this.hint = hint;
    }

    /** The HTTP status of a problem with this code. */
    public int status() {
        return status;
    }

    /** Whether the same request may succeed later without changing it. */
    public boolean retryable() {
        return retryable;
    }

    /** A short summary that does not change from occurrence to occurrence (RFC 9457 {@code title}). */
    public String title() {
        return title;
    }

    /** What the user can do about it, in plain words. */
    public String hint() {
        return hint;
    }
}
