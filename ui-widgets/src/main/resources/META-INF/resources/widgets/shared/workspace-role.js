// The caller's role in a workspace, from the workspace list (GET api/workspaces answers each with the
// caller's role). The widgets use it only to hide what the server would refuse; the server decides.
import { api } from '../api.js';

export async function roleIn(workspace) {
  const workspaces = await api('api/workspaces');
  return workspaces.find((w) => w.id === workspace)?.role ?? null;
}

/** OWNER and STEWARD change things; a VIEWER reads. */
export const canEdit = (role) => role === 'OWNER' || role === 'STEWARD';
