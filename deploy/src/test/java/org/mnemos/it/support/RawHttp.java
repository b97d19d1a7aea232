package org.mnemos.it.support;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * HTTP/1.1 over a plain socket, one request per connection: for requests that {@link java.net.URI} and
 * java.net.http refuse to build (a broken %-escape, an odd content type) and that a fuzz test must still send.
 */
public final class RawHttp {

    private final String host;
    private final int port;
    private final String prefix;
    private final String hostHeader;

    /** {@code root} is the deployment's base URL; request paths are relative to it. */
    public RawHttp(URI root) {
        this.host = root.getHost();
        this.port = root.getPort();
        this.prefix = root.getRawPath().endsWith("/") ? root.getRawPath() : root.getRawPath() + "/";
        this.hostHeader = host + ":" + port;
    }

    private RawHttp(RawHttp server, String hostHeader) {
        this.host = server.host;
        this.port = server.port;
        this.prefix = server.prefix;
        this.hostHeader = hostHeader;
    }

    /** The same server, with requests naming another host in their Host header (which Java's HTTP client refuses). */
    public RawHttp claimingHost(String forged) {
        return new RawHttp(this, forged);
    }

    /** Status, content type (or "") and body of an answer, and its header lines. */
    public record Answer(int status, String contentType, String body, List<String> headers) {

        /** The value of the first header of that name, or null. */
        public String header(String name) {
            return headers.stream()
                    .filter(line -> line.regionMatches(true, 0, name + ":", 0, name.length() + 1))
                    .map(line -> line.substring(name.length() + 1).trim())
                    .findFirst()
                    .orElse(null);
        }
    }

    /** {@code path} is sent as it is, relative to the root and without its leading slash. */
    public Answer send(String method, String path, String bearer, String contentType, byte[] body) {
        StringBuilder head = new StringBuilder()
                .append(method)
                .append(' ')
                .append(prefix)
                .append(path)
                .append(" HTTP/1.1\r\n")
                .append("Host: ")
                .append(hostHeader)
                .append("\r\n")
                .append("Accept: application/json\r\nConnection: close\r\n");
        if (bearer != null) {
            head.append("Authorization: Bearer ").append(bearer).append("\r\n");
        }
        if (contentType != null && !contentType.isEmpty()) {
            head.append("Content-Type: ").append(contentType).append("\r\n");
        }
        head.append("Content-Length: ").append(body == null ? 0 : body.length).append("\r\n\r\n");
        try (Socket socket = new Socket(host, port)) {
            socket.setSoTimeout(60_000);
            OutputStream out = socket.getOutputStream();
            out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
            try {
                if (body != null) {
                    out.write(body);
                }
                out.flush();
            } catch (IOException refusedEarly) {
                // The server may answer (413) and close before it has read a body it will not take.
            }
            return parse(readAnswer(socket.getInputStream()));
        } catch (IOException e) {
            throw new UncheckedIOException(method + " " + path, e);
        }
    }

    /** What arrived before the server closed; a reset after an early answer keeps what was read. */
    private static byte[] readAnswer(InputStream in) throws IOException {
        ByteArrayOutputStream answer = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        try {
            for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
                answer.write(buffer, 0, read);
            }
        } catch (IOException reset) {
            if (answer.size() == 0) {
                throw reset;
            }
        }
        return answer.toByteArray();
    }

    private static Answer parse(byte[] raw) {
        String text = new String(raw, StandardCharsets.ISO_8859_1);
        int end = text.indexOf("\r\n\r\n");
        if (end < 0) {
            throw new IllegalStateException("no HTTP answer: " + text);
        }
        String[] lines = text.substring(0, end).split("\r\n");
        int status = Integer.parseInt(lines[0].split(" ")[1]);
        String contentType = "";
        boolean chunked = false;
        for (String line : lines) {
            String lower = line.toLowerCase();
            if (lower.startsWith("content-type:")) {
                contentType = line.substring(13).trim();
            } else if (lower.startsWith("transfer-encoding:") && lower.contains("chunked")) {
                chunked = true;
            }
        }
        byte[] body = Arrays.copyOfRange(raw, end + 4, raw.length);
        return new Answer(
                status,
                contentType,
                new String(chunked ? unchunk(body) : body, StandardCharsets.UTF_8),
                List.of(lines).subList(1, lines.length));
    }

    private static byte[] unchunk(byte[] body) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        InputStream in = new ByteArrayInputStream(body);
        try {
            while (true) {
                StringBuilder size = new StringBuilder();
                for (int c = in.read(); c >= 0 && c != '\n'; c = in.read()) {
                    if (c != '\r') {
                        size.append((char) c);
                    }
                }
                int length = size.isEmpty()
                        ? 0
                        : Integer.parseInt(size.toString().split(";")[0].trim(), 16);
                if (length == 0) {
                    return out.toByteArray();
                }
                out.write(in.readNBytes(length));
                in.readNBytes(2);
            }
        } catch (IOException | NumberFormatException e) {
            return out.toByteArray();
        }
    }
}
