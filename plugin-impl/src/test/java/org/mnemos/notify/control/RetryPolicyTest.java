package org.mnemos.notify.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RetryPolicyTest {

    private final RetryPolicy policy = new RetryPolicy(4, Duration.ofSeconds(2));

    @Test
    void theWaitDoublesAfterTheSecondTry() {
        assertThat(policy.delayBefore(1)).isZero();
        assertThat(policy.delayBefore(2)).isEqualTo(Duration.ofSeconds(2));
        assertThat(policy.delayBefore(3)).isEqualTo(Duration.ofSeconds(4));
        assertThat(policy.delayBefore(4)).isEqualTo(Duration.ofSeconds(8));
    }

    @Test
    void aFailureIsTriedAgainUntilTheBoundAndItsLastErrorKept() {
        List<Duration> waits = new ArrayList<>();
        int[] tries = {0};

        RetryPolicy.Result result = policy.run(() -> "refused " + ++tries[0], waits::add);

        assertThat(result.attempts()).isEqualTo(4);
        assertThat(result.error()).isEqualTo("refused 4");
        assertThat(waits).containsExactly(Duration.ofSeconds(2), Duration.ofSeconds(4), Duration.ofSeconds(8));
    }

    @Test
    void aSuccessStopsTheTries() {
        List<Duration> waits = new ArrayList<>();
        int[] tries = {0};

        RetryPolicy.Result result = policy.run(() -> ++tries[0] < 2 ? "busy" : null, waits::add);

        assertThat(result).isEqualTo(new RetryPolicy.Result(2, null));
        assertThat(waits).containsExactly(Duration.ofSeconds(2));
    }

    @Test
    void noAttemptsIsNoPolicy() {
        assertThatThrownBy(() -> new RetryPolicy(0, Duration.ZERO)).isInstanceOf(IllegalArgumentException.class);
    }
}
