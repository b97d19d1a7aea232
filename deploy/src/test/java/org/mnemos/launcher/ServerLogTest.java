package org.mnemos.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class ServerLogTest {

    private static Properties payaraDefaults() {
        Properties defaults = new Properties();
        defaults.setProperty("handlers", "java.util.logging.ConsoleHandler");
        defaults.setProperty(
                "java.util.logging.ConsoleHandler.formatter", "com.sun.enterprise.server.logging.ODLLogFormatter");
        defaults.setProperty("com.sun.enterprise.server.logging.ODLLogFormatter.ansiColor", "true");
        defaults.setProperty("com.hazelcast.level", "WARNING");
        defaults.setProperty(".level", "INFO");
        return defaults;
    }

    @Test
    void replacesPayarasConsoleByRotatingFilesInTheDataDirectoryAndKeepsItsLevels() {
        Properties settings = new ServerLog(Path.of("/srv/mnemos")).settings(payaraDefaults());

        assertThat(settings.getProperty("handlers")).isEqualTo("java.util.logging.FileHandler");
        assertThat(settings.getProperty("java.util.logging.FileHandler.pattern"))
                .isEqualTo("/srv/mnemos/logs" + File.separator + "mnemos-%g.log");
        assertThat(settings.getProperty("java.util.logging.FileHandler.limit")).isEqualTo("10485760");
        assertThat(settings.getProperty("java.util.logging.FileHandler.count")).isEqualTo("5");
        assertThat(settings.getProperty("java.util.logging.FileHandler.append")).isEqualTo("true");
        assertThat(settings.getProperty("com.hazelcast.level")).isEqualTo("WARNING");
        assertThat(settings.getProperty(".level")).isEqualTo("INFO");
        assertThat(settings.stringPropertyNames())
                .noneMatch(name -> name.contains("ConsoleHandler") || name.contains("ODL"));
    }

    @Test
    void aPercentSignInTheDataDirectoryIsNotReadAsAPatternField() {
        Properties settings = new ServerLog(Path.of("/srv/100%t")).settings(new Properties());

        assertThat(settings.getProperty("java.util.logging.FileHandler.pattern"))
                .startsWith("/srv/100%%t/logs");
    }

    @Test
    void theCurrentFileIsTheFirstGeneration() {
        ServerLog log = new ServerLog(Path.of("/srv/mnemos"));

        assertThat(log.current()).isEqualTo(Path.of("/srv/mnemos/logs/mnemos-0.log"));
        assertThat(log.properties()).isEqualTo(Path.of("/srv/mnemos/logs/logging.properties"));
    }
}
