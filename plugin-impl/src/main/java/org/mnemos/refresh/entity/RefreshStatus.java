package org.mnemos.refresh.entity;

/**
 * How a refresh ended: new data stored (SUCCEEDED), new data that no longer fits the artifact (DRIFTED),
 * or no data at all (FAILED). Only a SUCCEEDED refresh changes what a page shows.
 */
public enum RefreshStatus {
    SUCCEEDED,
    DRIFTED,
    FAILED
}
