package org.mnemos.launcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BundleTest {

    @TempDir
    Path temp;

    @Test
    void unpacksTheNestedFilesIntoAFolderNamedForVersionAndContent() throws Exception {
        Path jar = jar(
                "a.jar",
                Map.of(
                        "MNEMOS-INF/mnemos.war",
                        "war",
                        "MNEMOS-INF/lib/postgresql-42.jar",
                        "driver",
                        "org/mnemos/launcher/Launcher.class",
                        "class"));

        Bundle bundle = Bundle.unpack(jar, "1.2.3", temp.resolve("data"));

        assertThat(bundle.war()).hasContent("war");
        assertThat(bundle.jdbcDriver()).hasFileName("postgresql-42.jar").hasContent("driver");
        assertThat(bundle.war().getParent().getFileName().toString()).startsWith("1.2.3-");
        assertThat(bundle.war().getParent()).isDirectoryNotContaining("glob:**/org");
    }

    @Test
    void theSameJarReusesTheUnpackedFolderUntouched() throws Exception {
        Path jar = jar("a.jar", Map.of("MNEMOS-INF/mnemos.war", "war"));
        Bundle first = Bundle.unpack(jar, "1.2.3", temp.resolve("data"));
        FileTime unpacked = FileTime.fromMillis(1_000_000L);
        Files.setLastModifiedTime(first.war(), unpacked);

        Bundle again = Bundle.unpack(jar, "1.2.3", temp.resolve("data"));

        assertThat(again.war()).isEqualTo(first.war());
        assertThat(Files.getLastModifiedTime(again.war())).isEqualTo(unpacked);
    }

    @Test
    void aChangedJarGetsAFreshFolderAndTheOldOneIsRemoved() throws Exception {
        Bundle old =
                Bundle.unpack(jar("a.jar", Map.of("MNEMOS-INF/mnemos.war", "old war")), "1.2.3", temp.resolve("data"));
        Files.createDirectories(temp.resolve("data/bundle/.unpacking-123"));

        Bundle rebuilt =
                Bundle.unpack(jar("b.jar", Map.of("MNEMOS-INF/mnemos.war", "new war")), "1.2.3", temp.resolve("data"));

        assertThat(rebuilt.war()).hasContent("new war");
        try (var folders = Files.list(temp.resolve("data/bundle"))) {
            assertThat(folders).containsExactly(rebuilt.war().getParent());
        }
        assertThat(old.war()).doesNotExist();
    }

    @Test
    void aJarWithoutTheApplicationIsAClearError() throws Exception {
        Path jar = jar("empty.jar", Map.of("org/mnemos/launcher/Launcher.class", "class"));

        assertThatThrownBy(() -> Bundle.unpack(jar, "1.2.3", temp.resolve("data")))
                .isInstanceOf(LaunchException.class)
                .hasMessageContaining("carries no application");
    }

    private Path jar(String name, Map<String, String> entries) throws IOException {
        Path jar = temp.resolve(name);
        try (OutputStream file = Files.newOutputStream(jar);
                ZipOutputStream zip = new ZipOutputStream(file)) {
            for (Map.Entry<String, String> entry : entries.entrySet()) {
                zip.putNextEntry(new ZipEntry(entry.getKey()));
                zip.write(entry.getValue().getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        }
        return jar;
    }
}
