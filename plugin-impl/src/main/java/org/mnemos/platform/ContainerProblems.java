package org.mnemos.platform;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.mnemos.api.error.ErrorCode;

/**
 * What the servlet container answers itself (the static files' 403 and 404, a method it does not
 * serve, an exception no mapper caught) as a problem document instead of its HTML page, which names the server
 * and its version: the error page of every status in web.xml, answered with the status of its code. Only the status and a fixed sentence are echoed, never the request.
 */
@WebServlet(ContainerProblems.PATH)
public class ContainerProblems extends HttpServlet {

    public static final String PATH = "/mnemos-container-problem";
    private static final Logger LOG = Logger.getLogger(ContainerProblems.class.getName());

    private static final Map<Integer, ErrorCode> BY_STATUS = Map.of(
            400, ErrorCode.BAD_REQUEST,
            401, ErrorCode.UNAUTHENTICATED,
            403, ErrorCode.FORBIDDEN,
            404, ErrorCode.NOT_FOUND,
            405, ErrorCode.METHOD_NOT_ALLOWED,
            406, ErrorCode.NOT_ACCEPTABLE,
            413, ErrorCode.REQUEST_TOO_LARGE,
            415, ErrorCode.UNSUPPORTED_MEDIA_TYPE,
            // HttpServlet's answer to a method it does not know (BREW, or PATCH, on /mcp): the method is refused.
            501, ErrorCode.METHOD_NOT_ALLOWED);

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        // Called directly rather than as an error page, the address itself is what is not found.
        Object status = request.getDispatcherType() == DispatcherType.ERROR
                ? request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE)
                : Integer.valueOf(404);
        Throwable failure = (Throwable) request.getAttribute(RequestDispatcher.ERROR_EXCEPTION);
        Optional<Problem> outage = DatabaseOutage.answer(failure);
        if (outage.isPresent()) {
            ServletProblems.send(response, outage.get());
            return;
        }
        ErrorCode code = status instanceof Integer known
                ? BY_STATUS.getOrDefault(known, ErrorCode.INTERNAL_ERROR)
                : ErrorCode.INTERNAL_ERROR;
        Problem problem = Problem.of(code, detail(code));
        if (code == ErrorCode.INTERNAL_ERROR) {
            String correlation = UUID.randomUUID().toString();
            problem = problem.withCorrelationId(correlation);
            LOG.log(Level.SEVERE, "Unhandled failure (correlation " + correlation + ")", failure);
        }
        ServletProblems.send(response, problem);
    }

    private static String detail(ErrorCode code) {
        return switch (code) {
            case FORBIDDEN -> "The server's own files are read-only.";
            case NOT_FOUND -> "There is nothing at this address.";
            case METHOD_NOT_ALLOWED -> "This address does not accept that method.";
            case BAD_REQUEST -> "The request could not be understood (malformed address or headers).";
            default -> code.title() + ".";
        };
    }
}
