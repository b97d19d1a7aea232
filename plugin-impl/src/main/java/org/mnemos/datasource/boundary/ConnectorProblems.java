package org.mnemos.datasource.boundary;

import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.datasource.control.ConnectorFailures;
import org.mnemos.platform.Problem;

/**
 * Connector failures as problems with their catalogue codes. The source's fault is a gateway error
 * (502/504), the configuration's or the data's is 422, so clients know whether retrying can help.
 */
@Provider
public class ConnectorProblems implements ExceptionMapper<ConnectorException> {

    @Override
    public Response toResponse(ConnectorException e) {
        return Problem.of(e.code().errorCode(), ConnectorFailures.detail(e))
                .withLine(e.line().isPresent() ? e.line().getAsLong() : null)
                .toResponse();
    }
}
