package org.mnemos.schedule.control;

import java.time.Instant;
import java.util.Optional;

/**
 * What one job runs over on one schedule: a workspace for intelligent decay, a whole tenant
 * ({@link #WHOLE_TENANT}) for scratch expiry. {@code since} is when the scope came into being or its
 * schedule last changed: a fire before it is not this scope's to catch up.
 */
public record ScheduledScope(String job, String tenant, String scope, CronSchedule schedule, Instant since) {

    public static final String WHOLE_TENANT = "*";

    /** The fire to run now: the latest at or before {@code now}, unless it came before the scope. */
    public Optional<Instant> dueFire(Instant now) {
        return schedule.latestFire(now).filter(fire -> !fire.isBefore(since));
    }

    /** The workspace the run is limited to, or null for the whole tenant. */
    public String workspaceId() {
        return WHOLE_TENANT.equals(scope) ? null : scope;
    }
}
