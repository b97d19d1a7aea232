package org.mnemos.expiry.entity;

import org.mnemos.audit.entity.AuditAction;

/** What scratch expiry does to a candidate; dry runs report it by name. */
public enum ExpiryAction {
    /** A scratch entry past its lifetime is erased. */
    EXPIRE(AuditAction.EXPIRE, "expired"),
    /** A durable entry past its review date is marked for review. */
    REVIEW_DUE(null, "reviewDue"),
    /** A durable entry past its review date is erased, because its policy says so. */
    DELETE(AuditAction.DELETE, "deleted");

    private final AuditAction erasure;
    private final String metric;

    ExpiryAction(AuditAction erasure, String metric) {
        this.erasure = erasure;
        this.metric = metric;
    }

    /** How erasing the entry is audited; null when the action keeps the entry. */
    public AuditAction erasure() {
        return erasure;
    }

    /** The run metric that counts this action. */
    public String metric() {
        return metric;
    }
}
