package org.mnemos.platform;

import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * The error page for refusals decided by the servlet container before JAX-RS runs (a missing or
 * invalid bearer token): they answer in problem+json like every other API error.
 */
@WebServlet("/problems/container")
public class ProblemErrorPage extends HttpServlet {

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Object code = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
        int status = code instanceof Integer value ? value : response.getStatus();
        Problem problem = status == 401
                ? Problem.of(401, "UNAUTHENTICATED", "Unauthenticated",
                        "Send a valid bearer token: Authorization: Bearer <JWT>.")
                : Problem.of(status, "FORBIDDEN", "Forbidden", "You may not do this.");
        response.setStatus(status);
        response.setContentType(Problem.MEDIA_TYPE.toString());
        response.setCharacterEncoding("UTF-8");
        Json.mapper().writeValue(response.getOutputStream(), problem);
    }
}
