/**
 * {@code WorkspaceAccess}, the first check of every workspace-scoped request (a workspace that does not
 * exist, belongs to another tenant or has no membership for the caller is "not found"; a lower role is
 * 403), and {@code Workspaces} (create, list, members).
 */
package org.mnemos.workspace.control;
