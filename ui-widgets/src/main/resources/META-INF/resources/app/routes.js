// The application's addresses and the views they name; ShellPages (server side) answers the same list.
// A route is { view, workspace?, artifact?, version?, filters? }; an unknown address is the Dashboards home.
// filters is a dashboard's viewer filters as the query string the server reads (f.<field>=…), so a filtered
// view is an address to bookmark or send.

export function parseRoute(address) {
  const [path, query = ''] = address.split('?');
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  const [first, second, third, fourth] = parts;
  if (first === 'dashboards' && second) {
    return { view: 'dashboards', artifact: second, version: third === 'versions' ? Number(fourth) : null, filters: query || null };
  }
  if (first === 'workspaces' && (third === 'memory' || third === 'data-sources')) return { view: third, workspace: second };
  if (['schedules', 'admin', 'developers'].includes(first)) return { view: first };
  return { view: 'dashboards' };
}

export function pathOf({ view, workspace, artifact, version, filters }) {
  const id = encodeURIComponent;
  if (view === 'dashboards') {
    if (!artifact) return 'dashboards';
    const path = version ? `dashboards/${id(artifact)}/versions/${version}` : `dashboards/${id(artifact)}`;
    return filters ? `${path}?${filters}` : path;
  }
  if (view === 'memory' || view === 'data-sources') return workspace ? `workspaces/${id(workspace)}/${view}` : 'dashboards';
  return view;
}
