package org.mnemos.portability.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import org.junit.jupiter.api.Test;

/** An import body is read up to its limit and not one byte further. */
class LimitedInputTest {

    @Test
    void aBodyWithinTheLimitReadsWhole() throws Exception {
        try (LimitedInput in = new LimitedInput(new ByteArrayInputStream(new byte[10]), 10)) {
            assertThat(in.readAllBytes()).hasSize(10);
        }
    }

    @Test
    void aBodyOverTheLimitStopsTheRead() {
        LimitedInput in = new LimitedInput(new ByteArrayInputStream(new byte[11]), 10);

        assertThatThrownBy(in::readAllBytes).isInstanceOf(LimitedInput.TooLarge.class);
    }
}
