package org.mnemos.integration.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;
import org.junit.jupiter.api.Test;

class NpmTarballTest {

    @Test
    void filesSitUnderPackageAsNpmPackLaysThemOutAndTheSameFilesGiveTheSameBytes() throws Exception {
        byte[] first = tarball();

        Map<String, String> read = new LinkedHashMap<>();
        try (TarArchiveInputStream tar =
                new TarArchiveInputStream(new GzipCompressorInputStream(new ByteArrayInputStream(first)))) {
            for (TarArchiveEntry entry = tar.getNextEntry(); entry != null; entry = tar.getNextEntry()) {
                read.put(entry.getName(), new String(tar.readAllBytes(), StandardCharsets.UTF_8));
            }
        }

        assertThat(read)
                .containsExactly(
                        Map.entry("package/package.json", "{\"name\":\"x\"}"),
                        Map.entry("package/nodes/mnemos.js", "module.exports = () => {};"));
        assertThat(tarball()).isEqualTo(first);
    }

    @Test
    void twoFilesAtOnePathAreRefused() {
        assertThatThrownBy(() -> new NpmTarball().add("a.js", "1").add("a.js", "2"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("a.js");
    }

    private static byte[] tarball() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new NpmTarball()
                .add("package.json", "{\"name\":\"x\"}")
                .add("nodes/mnemos.js", "module.exports = () => {};")
                .writeTo(out);
        return out.toByteArray();
    }
}
