/**
 * {@code /api/workspaces}: create a workspace (the caller becomes its OWNER), list the caller's
 * workspaces with their role, and give a user a role ({@code PUT /api/workspaces/{ws}/members/{user}},
 * owners only).
 */
package org.mnemos.workspace.boundary;
