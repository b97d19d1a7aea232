package org.mnemos.jobs.control;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.batch.operations.JobOperator;
import jakarta.batch.runtime.BatchStatus;
import jakarta.batch.runtime.JobExecution;
import jakarta.batch.runtime.JobInstance;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mnemos.jobs.entity.RunStatus;

/** Which unfinished runs are taken over, and how: the lock decides, the batch repository is told. */
class RunRecoveryTest {

    private final Set<String> ownedElsewhere = new HashSet<>();
    private final Map<String, UnfinishedRuns.Unfinished> rows = new HashMap<>();
    private final List<String> events = new ArrayList<>();
    private final Map<Long, BatchStatus> executions = new HashMap<>();
    private final Properties original = new Properties();
    private final RunRecovery recovery = new RunRecovery();
    private final FakeLocks locks = new FakeLocks();

    @BeforeEach
    void wire() {
        original.setProperty("runId", "r1");
        original.setProperty("asOf", "2026-11-30T02:00:00Z");
        recovery.locks = locks;
        recovery.unfinished = new FakeRuns();
        recovery.operators = this::operator;
    }

    @Test
    void aRunWhoseOwnerIsAliveIsLeftAlone() {
        rows.put("r1", new UnfinishedRuns.Unfinished("r1", RunStatus.STARTED, 7L));
        executions.put(7L, BatchStatus.STARTED);
        ownedElsewhere.add("r1");

        assertThat(recovery.recoverOrphans()).isEmpty();
        assertThat(events).isEmpty();
    }

    @Test
    void anOrphanIsRestartedFromItsLatestExecutionWithItsOriginalParametersAndKeepsTheLock() {
        rows.put("r1", new UnfinishedRuns.Unfinished("r1", RunStatus.STARTED, 7L));
        executions.put(7L, BatchStatus.STARTED);

        assertThat(recovery.recoverOrphans()).containsExactly("r1");
        assertThat(events).containsExactly("close 7", "restart 7 with asOf=2026-11-30T02:00:00Z", "continued r1 in 8");
        assertThat(locks.holds("r1")).isTrue();
    }

    @Test
    void aTakeoverThatDiedAfterRestartingIsContinuedFromTheNewestExecution() {
        rows.put("r1", new UnfinishedRuns.Unfinished("r1", RunStatus.STARTED, 7L));
        executions.put(7L, BatchStatus.FAILED);
        executions.put(9L, BatchStatus.STARTED);

        recovery.recoverOrphans();

        assertThat(events).containsExactly("close 9", "restart 9 with asOf=2026-11-30T02:00:00Z", "continued r1 in 10");
    }

    @Test
    void aJobThatEndedBeforeItsInstanceDiedOnlyClosesTheRun() {
        rows.put("r1", new UnfinishedRuns.Unfinished("r1", RunStatus.STARTED, 7L));
        executions.put(7L, BatchStatus.COMPLETED);

        assertThat(recovery.recoverOrphans()).isEmpty();
        assertThat(events).containsExactly("end r1 COMPLETED");
        assertThat(locks.holds("r1")).isFalse();
    }

    @Test
    void aRunWhoseInstanceDiedBeforeTheJobBeganFails() {
        rows.put("r1", new UnfinishedRuns.Unfinished("r1", RunStatus.STARTING, null));

        assertThat(recovery.recoverOrphans()).isEmpty();
        assertThat(events).containsExactly("end r1 FAILED");
        assertThat(locks.holds("r1")).isFalse();
    }

    @Test
    void aRefusedRestartReleasesTheLockSoTheNextCheckTriesAgain() {
        rows.put("r1", new UnfinishedRuns.Unfinished("r1", RunStatus.STARTED, 7L));
        executions.put(7L, BatchStatus.STARTED);
        original.setProperty("refuse", "true");

        assertThat(recovery.recoverOrphans()).isEmpty();
        assertThat(locks.holds("r1")).isFalse();
    }

    private final class FakeLocks extends RunLocks {
        private final Set<String> mine = new HashSet<>();

        @Override
        public boolean tryHold(String runId) {
            if (ownedElsewhere.contains(runId)) {
                return false;
            }
            mine.add(runId);
            return true;
        }

        @Override
        public boolean holds(String runId) {
            return mine.contains(runId);
        }

        @Override
        public void release(String runId) {
            mine.remove(runId);
        }
    }

    private final class FakeRuns extends UnfinishedRuns {
        @Override
        public List<Unfinished> all() {
            return List.copyOf(rows.values());
        }

        @Override
        public Optional<Unfinished> find(String runId) {
            return Optional.ofNullable(rows.get(runId));
        }

        @Override
        public void closeDeadExecution(long executionId) {
            events.add("close " + executionId);
        }

        @Override
        public void continuedIn(String runId, long executionId) {
            events.add("continued " + runId + " in " + executionId);
        }

        @Override
        public void end(String runId, RunStatus status) {
            events.add("end " + runId + " " + status);
        }
    }

    /** The few operations recovery uses, over the executions of one job instance. */
    private JobOperator operator() {
        return (JobOperator) Proxy.newProxyInstance(
                getClass().getClassLoader(),
                new Class<?>[] {JobOperator.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "getJobInstance" ->
                        Proxy.newProxyInstance(
                                getClass().getClassLoader(), new Class<?>[] {JobInstance.class}, (p, m, a) -> null);
                    case "getJobExecutions" ->
                        executions.keySet().stream().map(this::execution).toList();
                    case "getJobExecution" -> execution((Long) args[0]);
                    case "getParameters" -> original;
                    case "restart" -> restart((Long) args[0], (Properties) args[1]);
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }

    private long restart(long execution, Properties parameters) {
        if (parameters.containsKey("refuse")) {
            throw new jakarta.batch.operations.JobRestartException("refused");
        }
        events.add("restart " + execution + " with asOf=" + parameters.getProperty("asOf"));
        return execution + 1;
    }

    private JobExecution execution(long id) {
        return (JobExecution) Proxy.newProxyInstance(
                getClass().getClassLoader(),
                new Class<?>[] {JobExecution.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "getExecutionId" -> id;
                    case "getBatchStatus" -> executions.get(id);
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }
}
