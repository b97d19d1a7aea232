package org.mnemos.platform;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ShellPagesTest {

    @Test
    void theViewsAnswerWithTheShell() {
        assertThat(ShellPages.isShellAddress("/")).isTrue();
        assertThat(ShellPages.isShellAddress("/dashboards")).isTrue();
        assertThat(ShellPages.isShellAddress("/dashboards/7f3a")).isTrue();
        assertThat(ShellPages.isShellAddress("/dashboards/7f3a/versions/12")).isTrue();
        assertThat(ShellPages.isShellAddress("/workspaces/ws1/memory")).isTrue();
        assertThat(ShellPages.isShellAddress("/workspaces/ws1/data-sources")).isTrue();
        assertThat(ShellPages.isShellAddress("/developers")).isTrue();
    }

    @Test
    void theApiFilesAndUnknownAddressesPassUntouched() {
        assertThat(ShellPages.isShellAddress("/api/workspaces")).isFalse();
        assertThat(ShellPages.isShellAddress("/api/dashboards")).isFalse();
        assertThat(ShellPages.isShellAddress("/mcp")).isFalse();
        assertThat(ShellPages.isShellAddress("/openapi")).isFalse();
        assertThat(ShellPages.isShellAddress("/health/ready")).isFalse();
        assertThat(ShellPages.isShellAddress("/widgets/api.js")).isFalse();
        assertThat(ShellPages.isShellAddress("/dashboards/7f3a/versions/latest"))
                .isFalse();
        assertThat(ShellPages.isShellAddress("/workspaces/ws1/secrets")).isFalse();
        assertThat(ShellPages.isShellAddress("/dashboards/a/b")).isFalse();
    }

    @Test
    void theShellsBaseIsTheDeployment() {
        String shell = "<head><base href=\"/\"><script src=\"app/shell.js\"></script>";
        assertThat(ShellPages.page(shell, "/mnemos")).contains("<base href=\"/mnemos/\">");
        assertThat(ShellPages.page(shell, "")).contains("<base href=\"/\">");
    }
}
