package org.mnemos.decay.boundary;

import jakarta.batch.api.partition.PartitionMapper;
import jakarta.batch.api.partition.PartitionPlan;
import jakarta.batch.api.partition.PartitionPlanImpl;
import jakarta.batch.runtime.context.JobContext;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.List;
import java.util.Properties;
import org.mnemos.jobs.control.JobParameters;

/** One partition per workspace of the tenant (or just the requested one), each with its own checkpoints. */
@Named
@Dependent
public class DecayPartitionMapper implements PartitionMapper {

    @Inject
    JobContext job;

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    @Override
    public PartitionPlan mapPartitions() {
        JobParameters parameters = JobParameters.of(job);
        List<String> workspaces = parameters
                .workspace()
                .map(List::of)
                .orElseGet(() -> em.createQuery(
                                "SELECT w.id FROM Workspace w WHERE w.tenant = :tenant ORDER BY w.id", String.class)
                        .setParameter("tenant", parameters.tenant())
                        .getResultList());
        PartitionPlanImpl plan = new PartitionPlanImpl();
        plan.setPartitions(workspaces.size());
        // On restart, fresh partitions (the readers resume from JobProgress): JBatch's normal restart of
        // a partitioned step whose JVM died mid-step fails (its step status never recorded the partitions).
        plan.setPartitionsOverride(true);
        plan.setThreads(Math.max(1, Math.min(2, workspaces.size())));
        plan.setPartitionProperties(workspaces.stream()
                .map(ws -> {
                    Properties properties = new Properties();
                    properties.setProperty("workspace", ws);
                    return properties;
                })
                .toArray(Properties[]::new));
        return plan;
    }
}
