/**
 * Workspaces of a tenant and their members' roles (OWNER, STEWARD, VIEWER): the scope every memory and
 * data source belongs to, and the first check of every workspace-scoped request. Nothing here reveals
 * that another tenant's workspace exists.
 */
package org.mnemos.workspace;
