package org.mnemos.retrieval.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.Terms;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mnemos.retrieval.entity.Hit;
import org.mnemos.retrieval.entity.IndexChange;
import org.mnemos.retrieval.entity.IndexedEntry;
import org.mnemos.retrieval.entity.SearchRequest;

/**
 * Instances following the change log of a real PostgreSQL, each with its own index: writes of any
 * connection reach every follower, in whatever order their transactions commit, applying a row twice is
 * harmless, and a follower that stops resumes from the position its last commit recorded.
 */
class IndexFollowerTest {

    private static final Duration TIMEOUT = Duration.ofMinutes(15);
    private static LogDatabase database;

    @TempDir
    Path temp;

    private final List<Instance> instances = new ArrayList<>();

    @BeforeAll
    static void startDatabase() throws Exception {
        database = LogDatabase.start();
    }

    @AfterAll
    static void stopDatabase() throws Exception {
        database.close();
    }

    @BeforeEach
    void emptyLog() throws Exception {
        database.execute("DELETE FROM memory_entry; DELETE FROM index_change; DELETE FROM index_follower");
    }

    @AfterEach
    void closeIndexes() {
        instances.forEach(instance -> instance.index().close());
    }

    @Test
    void everyFollowerGetsEveryCommittedWriteAndNoRolledBackOne() throws Exception {
        Instance a = start("a");
        Instance b = start("b");
        database.remember("note", "e1", "e2");
        try (Connection rolledBack = database.begin()) {
            LogDatabase.remember(rolledBack, "note", "e3");
            rolledBack.rollback();
        }
        database.forget("e1");

        a.follower().poll();
        b.follower().poll();

        assertThat(a.search("note")).containsExactly("e2");
        assertThat(b.search("note")).containsExactly("e2");
    }

    @Test
    void aTransactionCommittingAfterALaterOneIsAppliedNotSkipped() throws Exception {
        Instance instance = start("a");
        try (Connection slow = database.begin()) {
            LogDatabase.remember(slow, "note", "slow");
            long slowPosition = LogDatabase.lastPosition(slow);
            database.remember("note", "fast");

            instance.follower().poll();
            assertThat(instance.search("note")).containsExactly("fast");
            assertThat(instance.follower().cursor().position())
                    .as("the cursor passed the slow transaction's row")
                    .isGreaterThan(slowPosition);

            slow.commit();
        }
        instance.follower().poll();

        assertThat(instance.search("note")).containsExactlyInAnyOrder("fast", "slow");
    }

    @Test
    void applyingTheLogTwiceChangesNothingAndTheLatestStateWins() throws Exception {
        database.remember("first", "e1", "e2");
        database.remember("second", "e1");
        database.forget("e2");
        database.remember("third", "e3");
        Instance instance = start("a");
        instance.follower().poll();

        IndexFollower again = new IndexFollower(
                instance.index(), database.log(), database.source(), checkpoint("a", LogCursor.START));
        again.poll();

        assertThat(instance.search("first second third")).containsExactlyInAnyOrder("e1", "e3");
        assertThat(instance.search("second")).containsExactly("e1");
        assertThat(instance.search("first")).isEmpty();
    }

    @Test
    void theWritingInstanceTakesItsChangeAtOnceUnlessItHasReadANewerStateFromTheLog() throws Exception {
        Instance instance = start("a");
        ChangeLog.Written first = database.remember("first", "e1");
        database.remember("second", "e1");
        instance.follower().poll();

        instance.follower().applyLocally(first, List.of(Entries.entry("e1", "first e1", null)), List.of(), true);
        assertThat(instance.search("first")).as("an older copy is skipped").isEmpty();
        assertThat(instance.search("second")).containsExactly("e1");

        ChangeLog.Written third = database.remember("third", "e2");
        instance.follower().applyLocally(third, List.of(Entries.entry("e2", "third e2", null)), List.of(), true);
        assertThat(instance.search("third")).as("before the follower reads it").containsExactly("e2");
    }

    @Test
    void theFollowerDoesNotIndexAgainWhatTheWritingInstanceTookUnlessTheDatabaseHoldsOtherwise() throws Exception {
        Instance instance = start("a");
        ChangeLog.Written written = database.remember("first", "e1", "e2", "e3");
        instance.follower()
                .applyLocally(
                        written,
                        List.of(
                                Entries.entry("e1", "first e1", null),
                                Entries.entry("e2", "first e2", null),
                                Entries.entry("e3", "first e3", null)),
                        List.of(),
                        true);
        database.remember("second", "e2");
        int before = instance.index().upserts();

        instance.follower().poll();

        assertThat(instance.index().upserts() - before)
                .as("e2 alone, as the database holds it now")
                .isEqualTo(1);
        assertThat(instance.search("first")).containsExactlyInAnyOrder("e1", "e3");
        assertThat(instance.search("second")).containsExactly("e2");
    }

    @Test
    void twoLocalCopiesOfOneEntryBeforeTheFollowerReadsThemAreIndexedAgainFromTheDatabase() throws Exception {
        Instance instance = start("a");
        ChangeLog.Written first = database.remember("first", "e1");
        ChangeLog.Written second = database.remember("second", "e1");
        instance.follower().applyLocally(second, List.of(Entries.entry("e1", "second e1", null)), List.of(), true);
        instance.follower().applyLocally(first, List.of(Entries.entry("e1", "first e1", null)), List.of(), true);
        int before = instance.index().upserts();

        instance.follower().poll();

        assertThat(instance.index().upserts() - before).isEqualTo(1);
        assertThat(instance.search("second")).containsExactly("e1");
        assertThat(instance.search("first")).isEmpty();
    }

    @Test
    void aRestartedFollowerReplaysOnlyWhatCameAfterItsLastCommit() throws Exception {
        Path path = temp.resolve("crashing");
        LuceneRetrievalIndex crashing = new LuceneRetrievalIndex(path);
        IndexFollower before =
                new IndexFollower(crashing, database.log(), database.source(), checkpoint("a", LogCursor.START));
        database.remember("note", "e1", "e2", "e3");
        before.poll();
        before.commit();
        database.remember("note", "e4");
        before.poll();
        // What survives a crash is the last commit: close without recording how far the follower got since.
        crashing.commitData(checkpoint("a", before.committedCursor()).commitData());
        crashing.close();
        database.forget("e1");
        database.remember("note", "e5");

        Instance restarted = open("a", path);
        IndexCheckpoint committed =
                IndexCheckpoint.of(restarted.index().commitData()).orElseThrow();
        assertThat(committed.cursor()).isEqualTo(before.committedCursor());
        IndexFollower after = new IndexFollower(restarted.index(), database.log(), database.source(), committed);

        assertThat(after.replay()).as("the rows after the last commit").isEqualTo(3);
        assertThat(restarted.search("note")).containsExactlyInAnyOrder("e2", "e3", "e4", "e5");
    }

    @Test
    void aJobRunsErasuresWaitForItsExpungeOthersAreExpungedAtOnce() throws Exception {
        Instance instance = start("a");
        String[] ids = IntStream.rangeClosed(1, 10).mapToObj(i -> "e" + i).toArray(String[]::new);
        database.remember("note", ids);
        instance.follower().poll();
        instance.follower().commit();
        try (Connection run = database.begin()) {
            LogDatabase.forget(run, IndexChange.ERASE_IN_RUN, List.of("e1"));
            run.commit();
        }
        instance.follower().poll();
        assertThat(instance.search("note")).hasSize(9).doesNotContain("e1");
        // Whether the files still hold it is Lucene's to decide: parallel writes can leave it alone in a
        // segment, which a deletion drops whole. What the follower owns is not asking for the expunge.
        assertThat(instance.index().expunges()).as("deleted, not yet expunged").isZero();

        database.forget("e2");
        instance.follower().poll();

        assertThat(instance.index().expunges()).isEqualTo(1);
        assertThat(instance.search("note")).hasSize(8).doesNotContain("e1", "e2");
        assertThat(instance.filesHold("e1")).isFalse();
        assertThat(instance.filesHold("e2")).isFalse();
        assertThat(instance.filesHold("e3")).isTrue();
    }

    @Test
    void compactionKeepsWhatTheSlowestLiveFollowerHasNotCommitted() throws Exception {
        LogFollowers followers = database.followers();
        Instance fast = start("fast");
        Instance slow = start("slow");
        assertThat(followers.register("fast", "host", fast.follower().committedCursor()))
                .as("not known before")
                .isFalse();
        followers.register("slow", "host", slow.follower().committedCursor());
        database.remember("note", "e1", "e2");
        fast.follower().poll();
        fast.follower().commit();
        followers.heartbeat("fast", "host", fast.follower().committedCursor());
        slow.follower().poll();
        followers.heartbeat("slow", "host", slow.follower().committedCursor());

        assertThat(followers.compact(TIMEOUT))
                .as("slow applied the rows, but has not committed them")
                .isZero();

        slow.follower().commit();
        followers.heartbeat("slow", "host", slow.follower().committedCursor());
        assertThat(followers.compact(TIMEOUT)).isEqualTo(2);
        assertThat(database.count("SELECT COUNT(*) FROM index_change")).isZero();
        assertThat(fast.follower().positionsBehind()).isZero();
        assertThat(slow.follower().positionsBehind()).isZero();
    }

    @Test
    void aFollowerNotHeardOfForTheTimeoutIsDroppedAndLearnsItOnItsNextHeartbeat() throws Exception {
        LogFollowers followers = database.followers();
        Instance live = start("live");
        Instance gone = start("gone");
        followers.register("live", "host", live.follower().committedCursor());
        followers.register("gone", "host", gone.follower().committedCursor());
        database.remember("note", "e1");
        live.follower().poll();
        live.follower().commit();
        followers.heartbeat("live", "host", live.follower().committedCursor());
        database.execute("UPDATE index_follower SET seen_at = now() - interval '1 hour' WHERE follower_id = 'gone'");

        assertThat(followers.compact(TIMEOUT))
                .as("gone no longer holds the row back")
                .isEqualTo(1);
        assertThat(followers.heartbeat("gone", "host", gone.follower().committedCursor()))
                .isFalse();
        assertThat(followers.register("gone", "host", gone.follower().committedCursor()))
                .as("a restart learns it too")
                .isFalse();
    }

    @Test
    void aFollowerIsAsFarBehindAsTheLogHasGrownSinceItsLastRead() throws Exception {
        Instance instance = start("a");
        database.remember("note", "e1");
        instance.follower().poll();
        assertThat(instance.follower().positionsBehind()).isZero();

        database.remember("note", "e2", "e3");

        assertThat(instance.follower().positionsBehind()).isEqualTo(2);
    }

    private Instance start(String name) {
        return open(name, temp.resolve(name));
    }

    private Instance open(String name, Path path) {
        CountingIndex index = new CountingIndex(path);
        Instance instance = new Instance(
                path,
                index,
                new IndexFollower(index, database.log(), database.source(), checkpoint(name, LogCursor.START)));
        instances.add(instance);
        return instance;
    }

    private static IndexCheckpoint checkpoint(String name, LogCursor from) {
        return new IndexCheckpoint("origin", name, EntryDocument.LAYOUT, "model", from);
    }

    /** The real index, counting the expunges it is asked for and the entries it indexes. */
    private static final class CountingIndex extends LuceneRetrievalIndex {
        private final AtomicInteger expunges = new AtomicInteger();
        private final AtomicInteger upserts = new AtomicInteger();

        CountingIndex(Path path) {
            super(path);
        }

        @Override
        public void expungeDeletes() {
            expunges.incrementAndGet();
            super.expungeDeletes();
        }

        int expunges() {
            return expunges.get();
        }

        @Override
        public void upsertAll(Collection<IndexedEntry> entries) {
            upserts.addAndGet(entries.size());
            super.upsertAll(entries);
        }

        int upserts() {
            return upserts.get();
        }
    }

    private record Instance(Path path, CountingIndex index, IndexFollower follower) {

        List<String> search(String text) {
            return index.search(SearchRequest.of("t1", LogDatabase.WORKSPACE, text, null, 100, Instant.now())).stream()
                    .map(Hit::id)
                    .toList();
        }

        /** Whether the committed index files still hold the term, in a live or a deleted document. */
        boolean filesHold(String term) throws IOException {
            try (FSDirectory directory = FSDirectory.open(path);
                    DirectoryReader reader = DirectoryReader.open(directory)) {
                for (LeafReaderContext leaf : reader.leaves()) {
                    Terms terms = leaf.reader().terms(EntryDocument.CONTENT);
                    if (terms != null && terms.iterator().seekExact(new BytesRef(term))) {
                        return true;
                    }
                }
                return false;
            }
        }
    }
}
