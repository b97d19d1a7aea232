package org.mnemos.bench.profiler;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The o200k_base token count of a whole file, as if it were pasted into a prompt: read as
 * UTF-8 (invalid bytes replaced) in chunks of about 1 MiB cut after a line feed, so a chunk
 * boundary never splits a token (o200k's pre-tokenizer never joins a line feed with the
 * text after it, only with whitespace before it).
 */
final class RawTokens {

    private static final Encoding O200K = Encodings.newLazyEncodingRegistry().getEncoding(EncodingType.O200K_BASE);
    private static final int CHUNK = 1 << 20;

    private RawTokens() {
    }

    static long count(Path file) throws IOException {
        long tokens = 0;
        char[] buffer = new char[CHUNK * 2];
        int filled = 0;
        try (Reader reader = new InputStreamReader(Files.newInputStream(file), StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE))) {
            while (true) {
                int read = reader.read(buffer, filled, buffer.length - filled);
                if (read > 0) {
                    filled += read;
                }
                if (read < 0 || filled >= CHUNK) {
                    int cut = filled;
                    if (read >= 0) {
                        cut = filled - 1;  // the character after the cut must be known
                        while (cut > 0 && !(buffer[cut - 1] == '\n' && !Character.isWhitespace(buffer[cut]))) {
                            cut--;
                        }
                        if (cut == 0) {
                            cut = filled;  // one enormous line: split it anyway
                        }
                    }
                    tokens += O200K.countTokensOrdinary(new String(buffer, 0, cut));
                    System.arraycopy(buffer, cut, buffer, 0, filled - cut);
                    filled -= cut;
                    if (read < 0) {
                        if (filled > 0) {
                            tokens += O200K.countTokensOrdinary(new String(buffer, 0, filled));
                        }
                        return tokens;
                    }
                }
            }
        }
    }
}
