package org.mnemos.connector.csv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.FailureCode;

class AllowedPathsTest {

    @TempDir
    Path root;

    Path base;
    AllowedPaths allowed;

    @BeforeEach
    void files() throws IOException {
        base = Files.createDirectories(root.resolve("data/sales"));
        Files.writeString(base.resolve("q1.csv"), "a\n1\n");
        Files.writeString(root.resolve("secret.csv"), "password\n");
        allowed = new AllowedPaths(root.resolve("data"));
    }

    @Test
    void resolvesFilesInsideTheBase() throws IOException {
        Path real = base.resolve("q1.csv").toRealPath();

        assertThat(allowed.resolve("sales/q1.csv")).isEqualTo(real);
        assertThat(allowed.resolve("sales/../sales/./q1.csv")).isEqualTo(real);
        assertThat(allowed.resolve(real.toString())).isEqualTo(real);
    }

    @Test
    void refusesTraversalAndAbsolutePathsOutside() {
        assertRefused("../secret.csv", "points outside the allowed data folder");
        assertRefused("sales/../../secret.csv", "points outside the allowed data folder");
        assertRefused(root.resolve("secret.csv").toString(), "points outside the allowed data folder");
        assertRefused("/etc/passwd", "points outside the allowed data folder");
        assertRefused(" ", "no file path was given");
        assertRefused("bad\0name.csv", "not a valid file path");
    }

    @Test
    void refusesSymbolicLinksThatEscape() throws IOException {
        Files.createSymbolicLink(base.resolve("link.csv"), root.resolve("secret.csv"));
        Files.createSymbolicLink(base.resolve("inside.csv"), base.resolve("q1.csv"));

        assertRefused("sales/link.csv", "is a link to a location outside the allowed data folder");
        assertThat(allowed.resolve("sales/inside.csv"))
                .isEqualTo(base.resolve("q1.csv").toRealPath());
    }

    @Test
    void missingFilesAndFoldersAreUnreachable() {
        assertThatThrownBy(() -> allowed.resolve("sales/q2.csv"))
                .isInstanceOfSatisfying(ConnectorException.class, e -> {
                    assertThat(e.code()).isEqualTo(FailureCode.SOURCE_UNREACHABLE);
                    assertThat(e.isTransient()).isFalse();
                })
                .hasMessage("There is no file 'sales/q2.csv' in the data folder.");
        assertThatThrownBy(() -> allowed.resolve("sales")).hasMessageContaining("is a folder");
    }

    private void assertRefused(String path, String reason) {
        assertThatThrownBy(() -> allowed.resolve(path))
                .isInstanceOfSatisfying(
                        ConnectorException.class, e -> assertThat(e.code()).isEqualTo(FailureCode.PATH_NOT_ALLOWED))
                .hasMessageContaining(reason)
                .hasMessageNotContaining(base.toString());
    }
}
