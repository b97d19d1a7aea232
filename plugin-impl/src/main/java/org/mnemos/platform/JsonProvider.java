package org.mnemos.platform;

import com.fasterxml.jackson.jakarta.rs.json.JacksonJsonProvider;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.JsonMappingException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.ext.Provider;
import java.io.IOException;
import java.io.InputStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import org.mnemos.api.error.ErrorCode;

/**
 * Binds JSON bodies with Jackson (instead of the container's JSON-B) so that requests,
 * descriptors and JSON Schema validation share one tree model and one configuration.
 */
@Provider
@Consumes({MediaType.APPLICATION_JSON, "application/*+json"})
@Produces({MediaType.APPLICATION_JSON, "application/*+json"})
public class JsonProvider extends JacksonJsonProvider {

    public JsonProvider() {
        super(Json.mapper());
    }

    /**
     * A body that is not JSON is the client's mistake: 400 MALFORMED_JSON, never the library's text, also when
     * the parse error surfaces inside binding a typed body (Jackson then wraps it with the field's path).
     */
    @Override
    public Object readFrom(Class<Object> type, Type genericType, Annotation[] annotations, MediaType mediaType,
                           MultivaluedMap<String, String> headers, InputStream body) throws IOException {
        try {
            return super.readFrom(type, genericType, annotations, mediaType, headers, body);
        } catch (StreamReadException e) {
            throw malformed(e);
        } catch (JsonMappingException e) {
            if (e.getCause() instanceof StreamReadException cause) {
                throw malformed(cause);
            }
            throw e;
        }
    }

    private static ProblemException malformed(StreamReadException e) {
        String where = e.getLocation() == null ? ""
                : " at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr();
        return new ProblemException(ErrorCode.MALFORMED_JSON, "The request body is not valid JSON" + where + ".");
    }
}
