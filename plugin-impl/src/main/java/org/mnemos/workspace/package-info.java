/**
 * Workspaces of a tenant and their members' roles (OWNER, STEWARD, VIEWER): the scope every
 * memory, data source and artifact belongs to, and the first check of every request.
 */
package org.mnemos.workspace;
