/**
 * {@code GET/PUT /api/admin/retention-policies/{tenantDefault | workspace id}}: administrators read and
 * set policies, a workspace's owners may read its policy. Checks who may, then delegates to
 * {@code RetentionPolicies}.
 */
package org.mnemos.retention.boundary;
