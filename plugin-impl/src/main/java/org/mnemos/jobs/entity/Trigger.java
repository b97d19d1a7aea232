package org.mnemos.jobs.entity;

/** Who asked for a run: the scheduler, or an administrator. */
public enum Trigger {
    SCHEDULE,
    MANUAL
}
