package org.mnemos.notify.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Executor;
import org.mnemos.notify.entity.Subscription;
import org.mnemos.platform.BackgroundWork;
import org.mnemos.schedule.control.CronSchedule;
import org.mnemos.schedule.control.ScheduleSource;
import org.mnemos.schedule.control.ScheduledScope;

/**
 * The subscriptions with a cron as scheduled work: the {@code Scheduler} claims each fire once per cluster, so
 * several instances send a fire's mails once; the mails go out on the managed executor.
 */
@ApplicationScoped
public class SubscriptionScheduleSource implements ScheduleSource {

    /** The job name of the scheduler's claims ({@code job_schedule_fire.job}). */
    public static final String JOB = "dashboard-subscription";

    @Inject
    Subscriptions store;

    @Inject
    Delivering delivering;

    Executor executor;

    @Override
    public List<ScheduledScope> scopes() {
        return store.scheduled().stream().map(SubscriptionScheduleSource::scope).toList();
    }

    static ScheduledScope scope(Subscription subscription) {
        return new ScheduledScope(
                JOB,
                subscription.tenant(),
                subscription.id(),
                CronSchedule.of(
                        subscription.timing().cron(), subscription.timing().zone()),
                subscription.since());
    }

    @Override
    public String start(ScheduledScope scope) {
        (executor == null ? BackgroundWork.executor() : executor).execute(() -> delivering.deliver(scope.scope()));
        return UUID.randomUUID().toString();
    }
}
