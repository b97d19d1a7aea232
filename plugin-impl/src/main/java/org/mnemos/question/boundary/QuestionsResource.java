package org.mnemos.question.boundary;

import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.artifact.boundary.ArtifactAccess;
import org.mnemos.question.control.Questions;
import org.mnemos.question.entity.Answer;
import org.mnemos.security.control.Caller;

/** "Ask about this dashboard": a read-only question about a published artifact, for every member. */
@Path("workspaces/{ws}/artifacts/{id}/questions")
@Tag(name = "Artifacts")
public class QuestionsResource {

    @Inject
    ArtifactAccess access;

    @Inject
    Questions questions;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Ask about the published dashboard: an answer from its datasets, profile and the workspace"
                    + " memory (never raw rows), with citations; changes nothing")
    public Answer ask(
            @PathParam("ws") String ws,
            @PathParam("id") String id,
            @Valid @NotNull(message = "send {question}") QuestionRequest body) {
        Caller who = access.reader(ws);
        return questions.ask(who.tenant(), ws, who.user(), id, body.question().strip());
    }
}
