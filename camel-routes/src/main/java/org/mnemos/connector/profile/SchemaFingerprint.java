package org.mnemos.connector.profile;

import java.util.List;
import java.util.stream.Collectors;
import org.apache.commons.codec.digest.DigestUtils;
import org.mnemos.api.connector.ColumnProfile;

/**
 * SHA-256 over the "name:type" pairs, one per line, in column order: a refresh whose data
 * has the same fingerprint can reuse the generated artifact without asking the LLM.
 */
final class SchemaFingerprint {

    private SchemaFingerprint() {}

    static String of(List<ColumnProfile> columns) {
        String schema = columns.stream().map(c -> c.name() + ":" + c.type()).collect(Collectors.joining("\n"));
        return DigestUtils.sha256Hex(schema);
    }
}
