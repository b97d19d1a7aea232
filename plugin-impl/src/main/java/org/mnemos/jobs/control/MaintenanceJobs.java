package org.mnemos.jobs.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.util.Comparator;
import java.util.List;
import java.util.stream.StreamSupport;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.platform.ProblemException;

/** The registry of maintenance jobs: every {@link MaintenanceJob} bean, by name. */
@ApplicationScoped
public class MaintenanceJobs {

    Iterable<MaintenanceJob> jobs;

    @Inject
    void jobs(@Any Instance<MaintenanceJob> beans) {
        this.jobs = beans;
    }

    public List<MaintenanceJob> all() {
        return StreamSupport.stream(jobs.spliterator(), false)
                .sorted(Comparator.comparing(MaintenanceJob::name))
                .toList();
    }

    public MaintenanceJob named(String name) {
        return all().stream()
                .filter(job -> job.name().equals(name))
                .findFirst()
                .orElseThrow(() -> new ProblemException(
                        ErrorCode.UNKNOWN_JOB,
                        "There is no job '" + name + "'. Jobs: "
                                + String.join(
                                        ", ",
                                        all().stream().map(MaintenanceJob::name).toList()) + "."));
    }
}
