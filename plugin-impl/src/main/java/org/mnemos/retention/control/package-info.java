/**
 * The policies in force: {@code RetentionPolicies} holds the one precedence rule (the workspace's own
 * policy, else the tenant default, else the built-in) and audits every change; {@code PolicyReader}
 * validates a PUT over the policy it replaces; {@code RetentionPolicy} is the value (its field names are
 * the public JSON contract); {@code PoliciesInForce} reads every workspace's policy in one query for the
 * scheduler, applying the same rule.
 */
package org.mnemos.retention.control;
