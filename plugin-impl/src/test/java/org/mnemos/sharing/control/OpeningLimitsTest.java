package org.mnemos.sharing.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.platform.ProblemException;

/** One link's page opens a limited number of times a minute; other links keep their own count. */
class OpeningLimitsTest {

    @Test
    void pastTheLimitALinkIsBusyWhileAnotherStillOpens() {
        OpeningLimits limits = new OpeningLimits(3);
        for (int i = 0; i < 3; i++) {
            limits.admit("busy");
        }

        assertThatThrownBy(() -> limits.admit("busy"))
                .isInstanceOfSatisfying(
                        ProblemException.class,
                        e -> assertThat(e.problem().code()).isEqualTo(ErrorCode.SHARE_LINK_BUSY));
        assertThatCode(() -> limits.admit("quiet")).doesNotThrowAnyException();
    }
}
