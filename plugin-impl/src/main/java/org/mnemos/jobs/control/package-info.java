/**
 * What every maintenance job shares: the {@code MaintenanceJob} port and its registry
 * {@code MaintenanceJobs}; {@code MaintenanceScheduleSource}, the {@code ScheduleSource} that hands the
 * registered jobs' scopes to the scheduler; starting a run ({@code JobStarter}); the run rows and their
 * metrics ({@code JobRuns}: accounted in each chunk's transaction, a second run for real on the same
 * scope refused); the listener every job XML names ({@code JobRunListener}); the failure policy
 * ({@code UnprocessableEntry}, the one skippable exception, recorded on the run by {@code SkipRecorder}
 * through {@code SkipLog}); and surviving crashes
 * ({@code RunLocks}, {@code OrphanWatch}, {@code RunRecovery}, {@code UnfinishedRuns}, {@code JobProgress}).
 * It knows no job's logic: that lives in the job's own capability.
 */
package org.mnemos.jobs.control;
