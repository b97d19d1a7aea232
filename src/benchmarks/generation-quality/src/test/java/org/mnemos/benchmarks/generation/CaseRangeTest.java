package org.mnemos.benchmarks.generation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CaseRangeTest {

    @TempDir
    Path dir;

    @Test
    void aStretchReadsOnlyItsLinesAndIsNamedByThem() throws Exception {
        String line = "{\"id\":\"nv%d\",\"csv\":\"t.csv\",\"chart\":\"Bar\",\"hardness\":\"Easy\",\"nl\":\"n\","
                + "\"gold\":{\"mark\":\"bar\",\"x\":\"a\",\"y\":null,\"aggregate\":\"count\",\"data\":[]}}\n";
        Path jsonl = Files.writeString(dir.resolve("cases.jsonl"), line.formatted(1) + line.formatted(2) + line.formatted(3));

        CaseRange stretch = CaseRange.parse("2-3");
        assertThat(Case.read(jsonl, stretch)).extracting(Case::id).containsExactly("nv2", "nv3");
        assertThat(stretch.describe(2)).isEqualTo("requests 2–3");
        assertThat(stretch.key(2)).isEqualTo("requests 2-3");

        CaseRange first = CaseRange.parse("2");
        assertThat(Case.read(jsonl, first)).extracting(Case::id).containsExactly("nv1", "nv2");
        assertThat(first.key(2)).isEqualTo("first 2");
        assertThat(Case.read(jsonl, CaseRange.parse("all"))).hasSize(3);
        assertThatThrownBy(() -> CaseRange.parse("3-2")).isInstanceOf(IllegalArgumentException.class);
    }
}
