package org.mnemos.retrieval.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mnemos.retrieval.entity.IndexedEntry;

class IndexRebuildTest {

    @Test
    void aReadThatFailsMidwayEndsTheBulkLoadAndLeavesNoPositionToReplayFrom(@TempDir Path directory) {
        CountingIndex index = new CountingIndex(directory);
        IndexSource failing = new IndexSource() {
            @Override
            public void readAll(int batchSize, Consumer<List<IndexedEntry>> batches) throws SQLException {
                batches.accept(List.of(Entries.entry("e1", "first batch", Entries.vector(new Random(1)))));
                throw new SQLException("connection lost");
            }

            @Override
            public List<IndexedEntry> read(Collection<String> ids) {
                return List.of();
            }

            @Override
            public long count() {
                return 1;
            }
        };
        try {
            assertThatThrownBy(() -> new IndexRebuild(failing, index).run(Map.of("position", "42")))
                    .isInstanceOf(SQLException.class);

            assertThat(index.endLoads.get()).as("the bulk load ended").isEqualTo(1);
            assertThat(index.commitData())
                    .as("a restart rebuilds instead of replaying")
                    .isEmpty();
        } finally {
            index.close();
        }
    }

    /** The real index, counting the ends of bulk loads. */
    private static final class CountingIndex extends LuceneRetrievalIndex {
        final AtomicInteger endLoads = new AtomicInteger();

        CountingIndex(Path path) {
            super(path);
        }

        @Override
        public void endLoad() {
            endLoads.incrementAndGet();
            super.endLoad();
        }
    }
}
