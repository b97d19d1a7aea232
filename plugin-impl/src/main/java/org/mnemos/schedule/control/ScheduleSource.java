package org.mnemos.schedule.control;

import java.sql.SQLException;
import java.util.List;

/**
 * Port: a kind of recurring work and the scopes it runs over. The {@link Scheduler} starts each
 * scope once per due fire across the cluster; a new kind of scheduled work is a new source, not a
 * branch in the scheduler.
 */
public interface ScheduleSource {

    /** Every scope with its schedule, as of now. */
    List<ScheduledScope> scopes() throws SQLException;

    /** Starts one scope's work for a claimed fire and returns the id of what was started. */
    String start(ScheduledScope scope);
}
