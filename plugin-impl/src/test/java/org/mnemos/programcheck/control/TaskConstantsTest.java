package org.mnemos.programcheck.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class TaskConstantsTest {

    @Test
    void takesNumbersPairsAndQuotedTextsFromTheTaskSpecifications() {
        TaskConstants constants = TaskConstants.fromSpecifications(List.of(
                "gate colours Supply=#3B82F6 Orders=#10B981",
                "attainment ≥ 95 % green, < 80 % red",
                "title the page \"Weekly operations\"; percentages with one decimal"));

        assertThat(constants.numbers())
                .usingElementComparator(BigDecimal::compareTo)
                .containsExactlyInAnyOrder(new BigDecimal("95"), new BigDecimal("80"));
        assertThat(constants.texts())
                .containsExactlyInAnyOrder("Supply", "#3B82F6", "Orders", "#10B981", "Weekly operations");
        assertThat(constants.allows(new BigDecimal("95.0"))).isTrue();
    }
}
