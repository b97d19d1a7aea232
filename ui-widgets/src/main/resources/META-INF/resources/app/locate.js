// Which of the caller's workspaces holds an artifact: an address names the dashboard, not its workspace.
import { api, session } from '../widgets/api.js';

/** The id of the workspace holding artifact (the current one is asked first), or null. */
export async function workspaceOfArtifact(artifact, current) {
  if (!session.token) return null;
  const workspaces = (await api('api/workspaces')).map((w) => w.id);
  const order = current ? [current, ...workspaces.filter((id) => id !== current)] : workspaces;
  for (const id of order) {
    const artifacts = await api(`api/workspaces/${encodeURIComponent(id)}/artifacts`);
    if (artifacts.some((a) => a.id === artifact)) return id;
  }
  return null;
}
