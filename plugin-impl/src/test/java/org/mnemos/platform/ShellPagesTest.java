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
        assertThat(ShellPages.page(shell, "/mnemos", "n1")).contains("<base href=\"/mnemos/\">");
        assertThat(ShellPages.page(shell, "", "n1")).contains("<base href=\"/\">");
    }

    @Test
    void theShellsScriptsCarryTheNonceItsPolicyAdmits() {
        String shell = "<head><base href=\"/\"><script type=\"module\" src=\"app/shell.js\"></script>";
        String nonce = ShellPolicy.nonce();

        assertThat(ShellPages.page(shell, "", nonce))
                .contains("<script nonce=\"" + nonce + "\" type=\"module\" src=\"app/shell.js\">");
        assertThat(ShellPolicy.of(nonce))
                .contains("script-src 'self' 'nonce-" + nonce + "';")
                .contains("object-src 'none'")
                .contains("frame-src 'none'")
                .contains("frame-ancestors 'none'")
                .contains("connect-src 'self'")
                .doesNotContain("unsafe-eval")
                .doesNotContainPattern("script-src[^;]*unsafe-inline");
        assertThat(ShellPolicy.nonce())
                .as("a nonce per response")
                .isNotEqualTo(nonce)
                .hasSize(22);
    }
}
