/**
 * The ways into memory: the Remember, Recall and Forget nodes (CDI beans implementing
 * {@code WorkflowNode}) and the memory API for UIs ({@code /api/workspaces/{ws}/memories}, its
 * {@code /events} stream and {@code /api/workspaces/{ws}/runs/{runId}/end}). Each checks the caller's role
 * in the workspace and delegates; the rules live in {@code memory.control}.
 */
package org.mnemos.memory.boundary;
