package org.mnemos.mcp.boundary;

import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/**
 * A response whose body is kept until the filter has seen its status: the stateless MCP transport answers each
 * POST with one small JSON document, so holding it costs little and lets {@link JsonRpcErrors} replace an error.
 */
final class BufferedAnswer extends HttpServletResponseWrapper {

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private PrintWriter writer;

    BufferedAnswer(HttpServletResponse response) {
        super(response);
    }

    boolean isJson() {
        return getContentType() != null && getContentType().startsWith("application/json");
    }

    byte[] body() {
        if (writer != null) {
            writer.flush();
        }
        return bytes.toByteArray();
    }

    void sendTo(HttpServletResponse response) throws IOException {
        byte[] body = body();
        if (body.length > 0) {
            response.getOutputStream().write(body);
        }
    }

    @Override
    public PrintWriter getWriter() {
        if (writer == null) {
            writer = new PrintWriter(new OutputStreamWriter(bytes, StandardCharsets.UTF_8));
        }
        return writer;
    }

    @Override
    public ServletOutputStream getOutputStream() {
        return new ServletOutputStream() {
            @Override
            public void write(int b) {
                bytes.write(b);
            }

            @Override
            public void write(byte[] buffer, int offset, int length) {
                bytes.write(buffer, offset, length);
            }

            @Override
            public boolean isReady() {
                return true;
            }

            @Override
            public void setWriteListener(WriteListener listener) {
                throw new IllegalStateException("A buffered answer is written synchronously.");
            }
        };
    }

    @Override
    public void flushBuffer() {
        // Held until the filter sends it.
    }
}
