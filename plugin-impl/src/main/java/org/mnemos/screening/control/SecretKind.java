package org.mnemos.screening.control;

/**
 * A kind of secret that must never become memory, named by its rule in {@code secret-rules.yaml}.
 * A rejection names the kind, never the value, so the secret does not leak into problem
 * responses, logs or the audit trail.
 *
 * @param id the stable rule id, e.g. {@code aws-access-key-id}; masks read {@code [REDACTED:<id>]}
 * @param label a phrase a citizen developer can read, e.g. "AWS access key id"
 */
public record SecretKind(String id, String label) {}
