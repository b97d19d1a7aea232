package org.mnemos.launcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class InvocationTest {

    @Test
    void noArgumentStartsMnemos() throws Exception {
        assertThat(Invocation.of()).isEqualTo(Invocation.START);
    }

    @Test
    void helpAndVersionAreQuestions() throws Exception {
        assertThat(Invocation.of("--help")).isEqualTo(Invocation.HELP);
        assertThat(Invocation.of("-h")).isEqualTo(Invocation.HELP);
        assertThat(Invocation.of("--version")).isEqualTo(Invocation.VERSION);
    }

    @Test
    void anythingElsePointsToTheEnvironmentAndToHelp() {
        assertThatThrownBy(() -> Invocation.of("--port", "9090"))
                .isInstanceOf(LaunchException.class)
                .hasMessage("Unknown argument '--port 9090': settings come from environment variables, "
                        + "see 'java -jar mnemos.jar --help'.");
    }
}
