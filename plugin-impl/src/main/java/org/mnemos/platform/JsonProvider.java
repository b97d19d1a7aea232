package org.mnemos.platform;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonMappingException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.ext.MessageBodyReader;
import jakarta.ws.rs.ext.MessageBodyWriter;
import jakarta.ws.rs.ext.Provider;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import org.mnemos.api.error.ErrorCode;

/**
 * Binds JSON bodies with {@link Json#mapper()}, so that requests, responses, descriptors and JSON Schema
 * validation share one configuration. Written here rather than taken from Jackson's JAX-RS module: that
 * jar's own {@code @Provider}s (a plain-ObjectMapper provider, plain-text exception mappers) would be found
 * by class scanning too, and Jersey picks among equally specific providers in no fixed order.
 */
@Provider
@Consumes(MediaType.WILDCARD)
@Produces(MediaType.WILDCARD)
public class JsonProvider implements MessageBodyReader<Object>, MessageBodyWriter<Object> {

    @Override
    public boolean isReadable(Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
        return isJson(mediaType);
    }

    /**
     * application/json and every {@code +json} type (problem+json): JAX-RS media ranges cannot say "any +json",
     * so the provider takes every type and picks here.
     */
    private static boolean isJson(MediaType mediaType) {
        return mediaType != null
                && (mediaType.getSubtype().equals("json")
                        || mediaType.getSubtype().endsWith("+json"));
    }

    /**
     * An empty body is null (the resource decides whether that is allowed); one that is not JSON is the
     * client's mistake: 400 MALFORMED_JSON, never the library's text, also when the parse error surfaces
     * inside binding a typed body (Jackson then wraps it with the field's path), and also when it nests
     * deeper than the parser allows (1,000 levels).
     */
    @Override
    public Object readFrom(
            Class<Object> type,
            Type genericType,
            Annotation[] annotations,
            MediaType mediaType,
            MultivaluedMap<String, String> headers,
            InputStream body)
            throws IOException {
        // Whole: RequestBodyLimit has bounded it (1 MiB by default), and RequestJson's rules apply before binding.
        byte[] json = body.readAllBytes();
        if (json.length == 0) {
            return null;
        }
        RequestJson.check(json);
        try {
            return Json.mapper().readerFor(javaType(type, genericType)).readValue(json);
        } catch (StreamReadException e) {
            throw RequestJson.refusal(e);
        } catch (StreamConstraintsException e) {
            throw beyondLimits();
        } catch (JsonMappingException e) {
            if (e.getCause() instanceof StreamReadException cause) {
                throw RequestJson.refusal(cause);
            }
            if (e.getCause() instanceof StreamConstraintsException) {
                throw beyondLimits();
            }
            throw e;
        }
    }

    @Override
    public boolean isWriteable(Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
        return isJson(mediaType);
    }

    @Override
    public void writeTo(
            Object value,
            Class<?> type,
            Type genericType,
            Annotation[] annotations,
            MediaType mediaType,
            MultivaluedMap<String, Object> headers,
            OutputStream body)
            throws IOException {
        try {
            Json.mapper()
                    .writerFor(javaType(type, genericType))
                    .without(JsonGenerator.Feature.AUTO_CLOSE_TARGET)
                    .writeValue(body, value);
        } catch (JsonMappingException e) {
            // Our response cannot be written: a 500, not the 422 a request body of the wrong shape gets.
            throw new IllegalStateException("Cannot write a " + type.getName() + " as JSON", e);
        }
    }

    private static JavaType javaType(Class<?> type, Type genericType) {
        return Json.mapper().getTypeFactory().constructType(genericType != null ? genericType : type);
    }

    /** Nested deeper, or a number or name longer, than the parser's limits allow (Jackson's defaults). */
    private static ProblemException beyondLimits() {
        return new ProblemException(
                ErrorCode.MALFORMED_JSON,
                "The request body nests deeper than 1,000 levels or holds a number or name longer than the "
                        + "parser reads.");
    }
}
