// The application shell: one view per thing people do, each at an address of its own (the server answers
// those addresses with this page, see ShellPages), navigated with the History API so reload and back work.
// The header's <mnemos-session> picks the workspace every view works in; the address wins when it names one.
import '../widgets/session/session.js';
import '../widgets/dashboards-home/dashboards-home.js';
import '../widgets/artifact-viewer/artifact-viewer.js';
import '../widgets/memory-editor/memory-editor.js';
import '../widgets/memory-timeline/memory-timeline.js';
import '../widgets/data-sources/data-sources.js';
import '../widgets/schedule-editor/schedule-editor.js';
import '../widgets/notifications/notifications.js';
import '../widgets/retention-policy-editor/retention-policy-editor.js';
import '../widgets/node-palette/node-palette.js';
import '../widgets/node-runner/node-runner.js';
import { claims } from '../widgets/session/session.js';
import { parseRoute, pathOf } from './routes.js';
import { workspaceOfArtifact } from './locate.js';

const base = new URL(document.baseURI).pathname;
const $ = (selector) => document.querySelector(selector);
const sessionPanel = $('mnemos-session');
const viewer = $('mnemos-artifact-viewer');
const schedules = $('mnemos-schedule-editor');
const notifications = $('mnemos-notifications');
const inWorkspace = () => [viewer, ...document.querySelectorAll('mnemos-memory-editor, mnemos-memory-timeline, mnemos-data-sources')];
let workspace = null;
/** The address inside the deployment, query included (a dashboard's viewer filters). */
const here = () => location.pathname.slice(base.length) + location.search;
let route = parseRoute(here());

/** The address of this page's path inside the deployment, e.g. 'dashboards/7f…'. */
const href = (path) => base + path;

function navigate(path, { replace = false } = {}) {
  const target = href(path);
  if (target !== location.pathname + location.search) history[replace ? 'replaceState' : 'pushState'](null, '', target);
  show(parseRoute(path));
}

/** Shows route's view and points its widgets at what the route names. */
async function show(next) {
  route = next;
  for (const view of document.querySelectorAll('[data-view]')) view.hidden = view.dataset.view !== route.view;
  for (const link of document.querySelectorAll('[data-nav]')) {
    if (link.dataset.nav === route.view) link.setAttribute('aria-current', 'page'); else link.removeAttribute('aria-current');
  }
  document.querySelector(`[data-view="${route.view}"]`).dataset.path = pathOf(route);
  if (route.workspace) sessionPanel.select(route.workspace);
  if (route.view === 'dashboards') await showDashboard();
  if (route.view === 'admin') showAdministration();
}

// An artifact opened from the home: its workspace is known, no need to look for it.
const holders = new Map();

async function showDashboard() {
  for (const home of document.querySelectorAll('mnemos-dashboards-home, .mn-catalog-title')) home.hidden = Boolean(route.artifact);
  if (!route.artifact) {
    setAttributes(viewer, { artifact: null, version: null, filters: null });
    return;
  }
  const holder = holders.get(route.artifact) ?? await workspaceOfArtifact(route.artifact, workspace);
  if (!holder) return;
  if (holder !== workspace) sessionPanel.select(holder);
  setAttributes(viewer, { workspace: holder, artifact: route.artifact, version: route.version, filters: route.filters });
}

function setAttributes(element, values) {
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) element.removeAttribute(name);
    else if (element.getAttribute(name) !== String(value)) element.setAttribute(name, value);
  }
}

const isAdmin = () => (claims()?.groups ?? []).includes('admin');

/** The retention editor exists only for administrators: it calls the admin API as soon as it is on the page. */
function showAdministration() {
  const section = $('[data-view=admin]');
  section.querySelector('.admin-refused').hidden = isAdmin();
  if (!isAdmin() || $('mnemos-retention-policy-editor')) return;
  section.append(section.querySelector('.admin-content').content.cloneNode(true));
  $('#tenant-default').addEventListener('change', followWorkspace);
  followWorkspace();
}

function followWorkspace() {
  for (const element of inWorkspace()) setAttributes(element, { workspace });
  const editor = $('mnemos-retention-policy-editor');
  if (editor) {
    setAttributes(editor, { workspace, scope: $('#tenant-default').checked || !workspace ? 'tenantDefault' : workspace });
  }
  for (const part of ['memory', 'data-sources']) {
    $(`[data-nav="${part}"]`).href = href(workspace ? pathOf({ view: part, workspace }) : 'dashboards');
  }
  $('[data-nav=admin]').hidden = !isAdmin();
}

window.addEventListener('mnemos-workspace-selected', (event) => {
  workspace = event.detail.id;
  followWorkspace();
  // A workspace picked by hand moves a workspace's view along and closes a dashboard of another workspace.
  if (!event.detail.byHand || !workspace) return;
  if (route.workspace && route.workspace !== workspace) navigate(pathOf({ ...route, workspace }));
  if (route.view === 'dashboards' && route.artifact) navigate('dashboards');
});
window.addEventListener('mnemos-open-dashboard', (event) => {
  holders.set(event.detail.artifact, event.detail.workspace);
  navigate(pathOf({ view: 'dashboards', artifact: event.detail.artifact }));
});
window.addEventListener('mnemos-session-changed', () => {
  followWorkspace();
  show(route);
});
window.addEventListener('popstate', () => show(parseRoute(here())));

// Links inside the application change the view without loading the page again.
document.addEventListener('click', (event) => {
  const link = event.target.closest?.('a[data-nav]');
  if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  navigate(link.getAttribute('href').startsWith(base) ? link.getAttribute('href').slice(base.length) : link.getAttribute('href'));
  $('#view').focus();
});

// The viewer's own navigation (open, back, show a version, filter) becomes an address, so back returns to it.
// A new workspace alone is no navigation: the address keeps the dashboard it names until the viewer shows it.
new MutationObserver((records) => {
  const shown = { view: 'dashboards', artifact: viewer.getAttribute('artifact'), version: viewer.getAttribute('version'),
    filters: viewer.getAttribute('filters') };
  setAttributes(schedules, { workspace: viewer.getAttribute('workspace'), artifact: shown.artifact });
  setAttributes(notifications, { workspace: viewer.getAttribute('workspace'), artifact: shown.artifact });
  const navigated = records.some(({ attributeName }) => attributeName !== 'workspace');
  if (navigated && route.view === 'dashboards' && pathOf(shown) !== pathOf(route)) navigate(pathOf(shown));
}).observe(viewer, { attributes: true, attributeFilter: ['workspace', 'artifact', 'version', 'filters'] });

$('.mcp-url').textContent = new URL('mcp', document.baseURI).href;
followWorkspace();
navigate(pathOf(route), { replace: true });
