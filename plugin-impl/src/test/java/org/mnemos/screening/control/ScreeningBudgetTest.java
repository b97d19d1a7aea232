package org.mnemos.screening.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.platform.ProblemException;

/** One request may have the screen read only so much text; past it, a 413 problem, not minutes of work. */
class ScreeningBudgetTest {

    @Test
    void refusesTheRequestOnceItsTextsPassTheLimit() {
        SecretScreen screen = new SecretScreen(new ScreeningBudget(1_000));
        String text = "The customer prefers tables. ".repeat(20);

        assertThat(screen.find(text)).isEmpty();
        assertThatThrownBy(() -> screen.find(text))
                .isInstanceOfSatisfying(
                        ProblemException.class,
                        refused -> assertThat(refused.problem().code()).isEqualTo(ErrorCode.SCREENING_BUDGET_EXCEEDED));
    }

    @Test
    void countsEveryFormTheScreenReads() {
        SecretScreen screen = new SecretScreen(new ScreeningBudget(800));
        String encoded = "caf%C3%A9 ".repeat(60);

        assertThatThrownBy(() -> screen.find(encoded)).isInstanceOf(ProblemException.class);
    }

    @Test
    void aLiftedBudgetReadsOn() {
        ScreeningBudget budget = new ScreeningBudget(100);
        budget.lift();

        assertThat(new SecretScreen(budget).redact("x".repeat(1_000))).hasSize(1_000);
    }
}
