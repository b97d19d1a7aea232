package org.mnemos.notify.entity;

/** Whether an alert's condition holds; an alert starts RESOLVED, and only a change of state notifies. */
public enum AlertState {
    FIRING,
    RESOLVED
}
