package org.mnemos.portability.control;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.mnemos.platform.Json;

/** Writes JSON Lines: one object per line, counted by kind for the end line. */
final class LineWriter {

    private static final ObjectWriter WRITER = Json.mapper().writer().without(JsonGenerator.Feature.AUTO_CLOSE_TARGET);

    private final OutputStream out;
    private final Map<String, Long> counts = new LinkedHashMap<>();

    LineWriter(OutputStream out) {
        this.out = out;
    }

    void write(String kind, Object line) {
        try {
            WRITER.writeValue(out, line);
            out.write('\n');
        } catch (IOException e) {
            throw new UncheckedIOException("The export could not be written (the client went away?)", e);
        }
        counts.merge(kind, 1L, Long::sum);
    }

    /** Hands what is written so far to the client: a page at a time, never the whole workspace. */
    void flush() {
        try {
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void end() {
        write(EndLine.KIND, EndLine.of(counts));
        flush();
    }
}
