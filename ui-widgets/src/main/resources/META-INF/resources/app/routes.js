// The application's addresses and the views they name; ShellPages (server side) answers the same list.
// A route is { view, workspace?, artifact?, version? }; an unknown address is the Dashboards home.

export function parseRoute(path) {
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  const [first, second, third, fourth] = parts;
  if (first === 'dashboards' && second) {
    return { view: 'dashboards', artifact: second, version: third === 'versions' ? Number(fourth) : null };
  }
  if (first === 'workspaces' && (third === 'memory' || third === 'data-sources')) return { view: third, workspace: second };
  if (['schedules', 'admin', 'developers'].includes(first)) return { view: first };
  return { view: 'dashboards' };
}

export function pathOf({ view, workspace, artifact, version }) {
  const id = encodeURIComponent;
  if (view === 'dashboards') {
    if (!artifact) return 'dashboards';
    return version ? `dashboards/${id(artifact)}/versions/${version}` : `dashboards/${id(artifact)}`;
  }
  if (view === 'memory' || view === 'data-sources') return workspace ? `workspaces/${id(workspace)}/${view}` : 'dashboards';
  return view;
}
