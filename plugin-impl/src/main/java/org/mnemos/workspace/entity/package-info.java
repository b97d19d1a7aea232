/**
 * {@code Workspace} (a tenant's workspace), {@code WorkspaceMember} (a user's role in one workspace) and
 * {@code Role} (VIEWER, STEWARD, OWNER, from least to most privileged).
 */
package org.mnemos.workspace.entity;
