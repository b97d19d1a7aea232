package org.mnemos.refresh.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.List;
import org.mnemos.artifact.control.Artifacts;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.refresh.entity.RefreshSchedule;
import org.mnemos.refresh.entity.ScheduleSettings;
import org.mnemos.security.control.Caller;

/**
 * Creating, changing, pausing and removing an artifact's refresh schedules, each checked by
 * {@link ScheduleRules} first: bad input never reaches, nor changes, a stored schedule.
 */
@ApplicationScoped
public class ScheduleEditing {

    @Inject
    RefreshSchedules store;

    @Inject
    Artifacts artifacts;

    @Inject
    ScheduleRules rules;

    Clock clock = DatabaseClock.utc();

    public List<RefreshSchedule> list(Caller who, String ws, String artifactId) {
        artifacts.existing(who.tenant(), ws, artifactId);
        return store.of(who.tenant(), ws, artifactId);
    }

    public RefreshSchedule get(Caller who, String ws, String artifactId, String id) {
        return store.existing(who.tenant(), ws, artifactId, id);
    }

    public RefreshSchedule create(
            Caller who, String ws, String artifactId, ScheduleSettings settings, boolean enabled) {
        artifacts.existing(who.tenant(), ws, artifactId);
        rules.check(who.tenant(), settings);
        RefreshSchedule schedule =
                new RefreshSchedule(who.tenant(), ws, artifactId, settings, who.user(), clock.instant());
        if (!enabled) {
            schedule.pause("Created paused by " + who.user() + ".");
        }
        return store.store(schedule);
    }

    @Transactional
    public RefreshSchedule change(
            Caller who, String ws, String artifactId, String id, ScheduleSettings settings, Boolean enabled) {
        RefreshSchedule schedule = store.existing(who.tenant(), ws, artifactId, id);
        rules.check(who.tenant(), settings);
        schedule.change(settings, clock.instant());
        if (enabled != null) {
            enable(who, schedule, enabled);
        }
        return schedule;
    }

    @Transactional
    public RefreshSchedule enable(Caller who, String ws, String artifactId, String id, boolean enabled) {
        RefreshSchedule schedule = store.existing(who.tenant(), ws, artifactId, id);
        enable(who, schedule, enabled);
        return schedule;
    }

    private void enable(Caller who, RefreshSchedule schedule, boolean enabled) {
        if (enabled && !schedule.enabled()) {
            schedule.resume(clock.instant());
        } else if (!enabled && schedule.enabled()) {
            schedule.pause("Paused by " + who.user() + ".");
        }
    }

    public void delete(Caller who, String ws, String artifactId, String id) {
        store.delete(store.existing(who.tenant(), ws, artifactId, id));
    }
}
