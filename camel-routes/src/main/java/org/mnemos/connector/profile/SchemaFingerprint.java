package org.mnemos.connector.profile;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Collectors;
import org.mnemos.api.connector.ColumnProfile;

/**
 * SHA-256 over the "name:type" pairs, one per line, in column order: a refresh whose data
 * has the same fingerprint can reuse the generated artifact without asking the LLM.
 */
final class SchemaFingerprint {

    private SchemaFingerprint() {}

    static String of(List<ColumnProfile> columns) {
        String schema = columns.stream().map(c -> c.name() + ":" + c.type()).collect(Collectors.joining("\n"));
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(schema.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform provides SHA-256", e);
        }
    }
}
