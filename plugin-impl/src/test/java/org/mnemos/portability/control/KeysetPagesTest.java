package org.mnemos.portability.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** An export reads in pages: never more than one page asked for at a time, each after the items before went out. */
class KeysetPagesTest {

    @Test
    void aLongSequenceIsReadInPagesAndEachItemGoesOutBeforeTheNextPageIsRead() {
        List<Integer> all = IntStream.range(0, 5_000).boxed().toList();
        List<Integer> asked = new ArrayList<>();
        List<Integer> written = new ArrayList<>();
        List<Integer> writtenBeforeEachPage = new ArrayList<>();

        long count = KeysetPages.forEach(
                (Integer last, Integer size) -> {
                    asked.add(size);
                    writtenBeforeEachPage.add(written.size());
                    int from = last == null ? 0 : last + 1;
                    return all.subList(Math.min(from, all.size()), Math.min(from + size, all.size()));
                },
                500,
                written::add);

        assertThat(count).isEqualTo(5_000);
        assertThat(written).isEqualTo(all);
        assertThat(asked).hasSize(11).containsOnly(500);
        assertThat(writtenBeforeEachPage).containsExactly(0, 500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000);
    }

    @Test
    void anEmptySequenceIsOneQuestion() {
        List<Integer> asked = new ArrayList<>();

        long count = KeysetPages.forEach(
                (Integer last, Integer size) -> {
                    asked.add(size);
                    return List.of();
                },
                500,
                item -> {});

        assertThat(count).isZero();
        assertThat(asked).hasSize(1);
    }
}
