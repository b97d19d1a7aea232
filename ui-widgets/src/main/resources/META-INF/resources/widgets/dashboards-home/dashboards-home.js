// <mnemos-dashboards-home>: every dashboard in the caller's workspaces, as cards: name, workspace, the last
// published version and its author, the last refresh (time, status, rows), the next scheduled refresh and a
// static preview from the spec. Search by name and filter by workspace; a card's link opens the dashboard
// (fires mnemos-open-dashboard {workspace, artifact}, so the application changes the view without a reload).
import { api, attempt, session } from '../api.js';
import { freshness, latestRefresh, moment } from '../artifact-viewer/freshness.js';
import { thumbnail } from './thumbnail.js';

const template = document.createElement('template');
template.innerHTML = `
<style>
  :host { display: block; }
  .filters { display: flex; gap: 1rem; flex-wrap: wrap; align-items: end; margin: 0 0 1rem; }
  label { display: flex; flex-direction: column; font-size: .85rem; gap: .2rem; }
  input, select { font: inherit; padding: .3rem; }
  .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); gap: 1rem; list-style: none; padding: 0; margin: 0; }
  .card { background: #fff; border: 1px solid var(--mn-line, #d9dee8); border-radius: .5rem; padding: .75rem; }
  .card h2 { font-size: 1rem; margin: 0 0 .25rem; }
  .card a { color: var(--mn-accent, #2458b8); }
  .card svg { display: block; max-width: 100%; height: auto; margin: .5rem 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .1rem .6rem; font-size: .8rem; margin: 0; }
  dt { color: var(--mn-muted, #5b6577); }
  dd { margin: 0; }
  .note { color: var(--mn-muted, #5b6577); font-size: .85rem; }
  .problem { color: #b3261e; }
  [hidden] { display: none !important; }
</style>
<p class="problem" role="alert" hidden></p>
<div class="filters">
  <label>Search <input type="search" name="search"></label>
  <label>Workspace <select name="workspace"></select></label>
</div>
<p class="note empty" hidden>No dashboard here yet.</p>
<ul class="cards"></ul>`;

class MnemosDashboardsHome extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).appendChild(template.content.cloneNode(true));
    this.$ = (selector) => this.shadowRoot.querySelector(selector);
    this.$('[name=search]').addEventListener('input', () => this.filter());
    this.$('[name=workspace]').addEventListener('change', () => this.filter());
    this.onSession = () => this.load();
  }

  connectedCallback() {
    window.addEventListener('mnemos-session-changed', this.onSession);
    window.addEventListener('mnemos-artifact-published', this.onSession);
    this.load();
  }

  disconnectedCallback() {
    window.removeEventListener('mnemos-session-changed', this.onSession);
    window.removeEventListener('mnemos-artifact-published', this.onSession);
  }

  async load() {
    this.$('.cards').replaceChildren();
    delete this.dataset.count;
    if (!session.token) return;
    await attempt(async () => {
      const workspaces = await api('api/workspaces');
      this.$('[name=workspace]').replaceChildren(new Option('All workspaces', ''),
        ...workspaces.map((w) => new Option(w.name, w.id)));
      const perWorkspace = await Promise.all(workspaces.map(async (w) =>
        (await api(`api/workspaces/${encodeURIComponent(w.id)}/artifacts`)).map((artifact) => ({ workspace: w, artifact }))));
      const dashboards = await Promise.all(perWorkspace.flat().map((entry) => this.card(entry)));
      this.$('.cards').replaceChildren(...dashboards);
      this.dataset.count = dashboards.length;
      this.filter();
    }, this.$('.problem'));
  }

  /** One dashboard's card: its head version, last refresh and next scheduled refresh, read alongside. */
  async card({ workspace, artifact }) {
    const base = `api/workspaces/${encodeURIComponent(workspace.id)}/artifacts/${encodeURIComponent(artifact.id)}`;
    const [head, refresh, schedules] = await Promise.all([
      artifact.head ? api(`${base}/versions/${artifact.head}`) : null,
      latestRefresh(api, base),
      api(`${base}/schedules`),
    ]);
    const item = document.createElement('li');
    item.className = 'card';
    Object.assign(item.dataset, { id: artifact.id, workspace: workspace.id, name: artifact.name.toLowerCase() });
    const heading = document.createElement('h2');
    const link = Object.assign(document.createElement('a'), { href: `dashboards/${encodeURIComponent(artifact.id)}`, textContent: artifact.name });
    link.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      this.dispatchEvent(new CustomEvent('mnemos-open-dashboard', { bubbles: true, composed: true,
        detail: { workspace: workspace.id, artifact: artifact.id } }));
    });
    heading.append(link);
    item.append(heading);
    if (head) item.append(thumbnail(head.content));
    item.append(facts([
      ['Workspace', workspace.name],
      ['Published', head ? `v${head.number} by ${head.createdBy}, ${moment(new Date(head.createdAt))}` : 'not yet'],
      ['Data', freshness(refresh)],
      ['Next refresh', nextRefresh(schedules)],
    ]));
    return item;
  }

  filter() {
    const words = this.$('[name=search]').value.trim().toLowerCase();
    const workspace = this.$('[name=workspace]').value;
    let shown = 0;
    for (const card of this.$('.cards').children) {
      card.hidden = (words && !card.dataset.name.includes(words)) || (workspace && card.dataset.workspace !== workspace);
      if (!card.hidden) shown += 1;
    }
    this.$('.empty').hidden = shown > 0;
    this.dataset.shown = shown;
  }
}

function facts(pairs) {
  const list = document.createElement('dl');
  for (const [term, value] of pairs) {
    list.append(Object.assign(document.createElement('dt'), { textContent: term }),
      Object.assign(document.createElement('dd'), { textContent: value }));
  }
  return list;
}

function nextRefresh(schedules) {
  const next = schedules.map((s) => s.nextFire).filter(Boolean).sort((a, b) => Date.parse(a) - Date.parse(b))[0];
  return next ? moment(new Date(next)) : 'not scheduled';
}

customElements.define('mnemos-dashboards-home', MnemosDashboardsHome);
