package org.mnemos.audit.entity;

import java.util.EnumSet;
import java.util.Set;

/** What an audit event records; stored by name in {@code audit_event.action} and shown in the audit log. */
public enum AuditAction {
    /** An entry was stored. */
    REMEMBER,
    /** The same claim was remembered again: the existing entry was reinforced. */
    REINFORCE,
    /** An entry was stored but held back from recall until reviewed. */
    QUARANTINE,
    /** A user or a Forget node erased entries. */
    FORGET,
    /** Scratch entries expired (their lifetime or their run ended). */
    EXPIRE,
    /** Durable entries past review were deleted because the policy says so. */
    DELETE,
    /** Intelligent decay erased episodic entries scored below theta or over the cap. */
    DECAY,
    /** Entries were consolidated into one semantic entry and erased. */
    CONSOLIDATE,
    /** A steward approved a proposed instruction: it became active. */
    APPROVE,
    /** A steward rejected a proposed instruction: it was erased. */
    REJECT,
    /** An entry's utility was set to the maximum, or back to neutral. */
    PIN,
    UNPIN,
    /** A retention policy was set. */
    POLICY_CHANGE,
    /** A share link to a published artifact was created (detail: the link and artifact ids, never its key). */
    SHARE_LINK_CREATE,
    /** A share link was revoked. */
    SHARE_LINK_REVOKE;

    /** The actions that erase entries and leave a tombstone. */
    public static final Set<AuditAction> ERASURES = EnumSet.of(FORGET, EXPIRE, DELETE, DECAY, CONSOLIDATE, REJECT);
}
