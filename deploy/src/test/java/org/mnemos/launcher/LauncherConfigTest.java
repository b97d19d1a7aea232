package org.mnemos.launcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LauncherConfigTest {

    @TempDir
    Path dataDir;

    @Test
    void byDefaultOnlyThisMachineReachesTheServer() throws Exception {
        LauncherConfig config = load(Map.of());

        assertThat(config.bind().isLoopbackAddress()).isTrue();
        assertThat(config.bind().getHostAddress()).isEqualTo("127.0.0.1");
        assertThat(config.printedUrl()).isEqualTo("http://localhost:8080/");
        assertThat(config.localUrl()).hasToString("http://127.0.0.1:8080/");
        assertThat(config.devModeForced()).isFalse();
    }

    @Test
    void mnemosBindNamesAnotherAddress() throws Exception {
        LauncherConfig everyInterface = load(Map.of("MNEMOS_BIND", "0.0.0.0", "MNEMOS_PORT", "9090"));
        assertThat(everyInterface.bind().isAnyLocalAddress()).isTrue();
        assertThat(everyInterface.printedUrl()).isEqualTo("http://localhost:9090/");
        assertThat(everyInterface.localUrl()).hasToString("http://127.0.0.1:9090/");

        LauncherConfig one = load(Map.of("MNEMOS_BIND", "192.0.2.10"));
        assertThat(one.printedUrl()).isEqualTo("http://192.0.2.10:8080/");
        assertThat(one.localUrl()).hasToString("http://192.0.2.10:8080/");

        assertThat(load(Map.of("MNEMOS_BIND", "::1")).localUrl()).hasToString("http://[0:0:0:0:0:0:0:1]:8080/");
    }

    @Test
    void aSystemPropertyBindsWhenTheEnvironmentSaysNothing() throws Exception {
        Properties system = new Properties();
        system.setProperty("mnemos.bind", "0.0.0.0");

        assertThat(LauncherConfig.load(Map.of("MNEMOS_DATA_DIR", dataDir.toString()), system)
                        .bind()
                        .isAnyLocalAddress())
                .isTrue();
    }

    @Test
    void aBindThatIsNoAddressIsOneClearLine() {
        assertThatThrownBy(() -> load(Map.of("MNEMOS_BIND", "[not-an-address]")))
                .isInstanceOf(LaunchException.class)
                .hasMessage("MNEMOS_BIND must be an address of this machine, such as 127.0.0.1 or 0.0.0.0 (every "
                        + "interface), not '[not-an-address]'.");
    }

    @Test
    void anAddressOfAnotherMachineIsRefusedBeforeAnythingStarts() throws Exception {
        LauncherConfig config = load(Map.of("MNEMOS_BIND", "203.0.113.7", "MNEMOS_PORT", "1"));

        assertThatThrownBy(config::check)
                .isInstanceOf(LaunchException.class)
                .hasMessageStartingWith("MNEMOS_BIND is 203.0.113.7, which is not an address of this machine");
    }

    @Test
    void forcingTheDevModeIsTrueOrFalse() throws Exception {
        assertThat(load(Map.of("MNEMOS_DEV_MODE_FORCE", "TRUE")).devModeForced())
                .isTrue();
        assertThatThrownBy(() -> load(Map.of("MNEMOS_DEV_MODE_FORCE", "yes")))
                .isInstanceOf(LaunchException.class)
                .hasMessage("MNEMOS_DEV_MODE_FORCE must be true or false, not 'yes'.");
    }

    @Test
    void metricsArePublicOnLoopbackAndBehindATokenOrOffOnABindOthersReach() throws Exception {
        String token = "scrape-0123456789abcdef";
        assertThat(load(Map.of()).metrics()).isEqualTo("public");
        assertThat(load(Map.of("MNEMOS_BIND", "::1")).metrics()).isEqualTo("public");
        assertThat(load(Map.of("MNEMOS_BIND", "0.0.0.0")).metrics()).isEqualTo("off");
        assertThat(load(Map.of("MNEMOS_BIND", "0.0.0.0", "MNEMOS_METRICS_TOKEN", token))
                        .metrics())
                .isEqualTo("token");
        assertThat(load(Map.of("MNEMOS_BIND", "0.0.0.0", "MNEMOS_METRICS", "Public"))
                        .metrics())
                .isEqualTo("public");
        assertThat(load(Map.of("MNEMOS_METRICS", "off", "MNEMOS_METRICS_TOKEN", token))
                        .metrics())
                .isEqualTo("off");
        assertThat(load(Map.of("MNEMOS_METRICS", "token", "MNEMOS_METRICS_TOKEN", token))
                        .metrics())
                .isEqualTo("token");
    }

    @Test
    void aMetricsSettingThatCannotWorkIsOneClearLineThatNeverPrintsTheToken() {
        assertThatThrownBy(() -> load(Map.of("MNEMOS_METRICS", "private")))
                .isInstanceOf(LaunchException.class)
                .hasMessage("MNEMOS_METRICS must be public, token or off, not 'private'.");
        assertThatThrownBy(() -> load(Map.of("MNEMOS_METRICS", "token")))
                .isInstanceOf(LaunchException.class)
                .hasMessageStartingWith("MNEMOS_METRICS=token needs MNEMOS_METRICS_TOKEN of at least 16 characters");
        assertThatThrownBy(() -> load(Map.of("MNEMOS_BIND", "0.0.0.0", "MNEMOS_METRICS_TOKEN", "tooShort-123")))
                .isInstanceOf(LaunchException.class)
                .hasMessageStartingWith("MNEMOS_METRICS=token needs MNEMOS_METRICS_TOKEN")
                .hasMessageNotContaining("tooShort-123");
    }

    private LauncherConfig load(Map<String, String> env) throws LaunchException {
        Map<String, String> all = new HashMap<>(env);
        all.put("MNEMOS_DATA_DIR", dataDir.toString());
        return LauncherConfig.load(all, new Properties());
    }
}
