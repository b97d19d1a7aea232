package org.mnemos.platform;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/** A problem document written straight to the servlet response, for answers given before JAX-RS runs. */
public final class ServletProblems {

    private ServletProblems() {}

    static void send(HttpServletResponse response, Problem problem, int status) throws IOException {
        response.reset();
        NoSniff.mark(response);
        response.setStatus(status);
        response.setContentType(Problem.MEDIA_TYPE + ";charset=UTF-8");
        problem.retryAfterSeconds().ifPresent(seconds -> response.setIntHeader(Problem.RETRY_AFTER, seconds));
        response.getWriter().write(Json.mapper().writeValueAsString(problem));
    }

    public static void send(HttpServletResponse response, Problem problem) throws IOException {
        send(response, problem, problem.status());
    }
}
