package org.mnemos.launcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DevIssuerTest {

    @TempDir
    Path dataDir;

    @Test
    void theEmbeddedDefaultRunsTheIssuerOnLoopbackWithoutAWord() throws Exception {
        LauncherConfig config = load(Map.of());

        assertThat(DevIssuer.applies(config, Map.of())).isTrue();
        assertThat(DevIssuer.exposureWarning(config)).isEmpty();
        assertThat(DevIssuer.exposureWarning(load(Map.of("MNEMOS_BIND", "127.0.0.2"))))
                .isEmpty();
    }

    @Test
    void aNonLoopbackBindRefusesToStartTheIssuer() throws Exception {
        for (String bind : new String[] {"0.0.0.0", "::", "192.0.2.10"}) {
            LauncherConfig config = load(Map.of("MNEMOS_BIND", bind));

            assertThatThrownBy(() -> DevIssuer.exposureWarning(config))
                    .as(bind)
                    .isInstanceOf(LaunchException.class)
                    .hasMessageStartingWith("MNEMOS_BIND=" + config.bind().getHostAddress()
                            + " lets other machines reach the local token issuer")
                    .hasMessageContaining("MNEMOS_DEV_MODE=false")
                    .hasMessageContaining("MNEMOS_DEV_MODE_FORCE=true");
        }
    }

    @Test
    void forcedItStartsWithAWarningLine() throws Exception {
        LauncherConfig config = load(Map.of("MNEMOS_BIND", "0.0.0.0", "MNEMOS_DEV_MODE_FORCE", "true"));

        assertThat(DevIssuer.exposureWarning(config))
                .hasValue(
                        "Warning: the local token issuer is on with MNEMOS_BIND=0.0.0.0 (MNEMOS_DEV_MODE_FORCE=true); "
                                + "it gives administrator tokens of any tenant to every caller on this machine.");
    }

    /** Then there is nothing to refuse: the launcher asks about exposure only when the issuer applies. */
    @Test
    void theIssuerIsOffWithAnExternalDatabaseAConfiguredIssuerOrWhenSwitchedOff() throws Exception {
        Map<String, String> everyInterface = Map.of("MNEMOS_BIND", "0.0.0.0");
        LauncherConfig config = load(everyInterface);

        assertThat(DevIssuer.applies(load(Map.of("MNEMOS_DB_URL", "jdbc:postgresql://db/mnemos")), Map.of()))
                .isFalse();
        assertThat(DevIssuer.applies(config, Map.of("MP_JWT_VERIFY_PUBLICKEY_LOCATION", "https://idp/jwks")))
                .isFalse();
        assertThat(DevIssuer.applies(config, Map.of("MNEMOS_DEV_MODE", "false")))
                .isFalse();
    }

    private LauncherConfig load(Map<String, String> env) throws LaunchException {
        Map<String, String> all = new HashMap<>(env);
        all.put("MNEMOS_DATA_DIR", dataDir.toString());
        return LauncherConfig.load(all, new Properties());
    }
}
