// <mnemos-memory-timeline workspace="…" page-size="50">: what the workspace remembers, newest first,
// one page at a time (so 10,000 entries cost no more than 50), each entry with its type, a utility
// indicator (green retained, grey fading, red marked for forgetting; the decay score on hover) and
// the actions Retain, Forget and Consolidate. Proposed task, tool and output instructions wait in a
// review queue (the "Waiting for approval" filter), where a steward approves or rejects each. Updates live from the server-sent event feed, and
// polls while that feed is down. Talks to the REST API only, through api.js.
import { api, attempt, events, session } from '../api.js';
import { canEdit, roleIn } from '../shared/workspace-role.js';
import { entryNode } from './entry-node.js';

const FORGET_ANIMATION_MS = 600;
const RETRY_MS = 3000;
const POLL_MS = 10000;

const template = document.createElement('template');
template.innerHTML = `
<style>
  :host { display: block; background: #fff; border: 1px solid var(--mn-line, #d9dee8); border-radius: .5rem; padding: 1rem; }
  .bar { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin-bottom: .75rem; }
  .bar .grow { flex: 1; }
  .summary { color: var(--mn-muted, #5b6577); font-size: .85rem; }
  .live { font-size: .75rem; border-radius: 1rem; padding: .1rem .5rem; background: #eceff4; color: var(--mn-muted, #5b6577); }
  .live.on { background: #e3f4ea; color: var(--mn-ok, #1f8a4c); }
  ol { list-style: none; margin: 0; padding: 0; border-left: 2px solid var(--mn-line, #d9dee8); }
  .node { display: flex; gap: .6rem; align-items: flex-start; padding: .5rem .5rem .5rem .75rem; position: relative;
          border-bottom: 1px solid #eef1f6; transition: opacity ${FORGET_ANIMATION_MS}ms; }
  .indicator { flex: none; width: .9rem; height: .9rem; border-radius: 50%; margin-top: .2rem; cursor: help; }
  .indicator.retained { background: var(--mn-ok, #1f8a4c); }
  .indicator.fading { background: var(--mn-off, #9aa3b2); }
  .indicator.forget { background: #c62828; }
  .body { flex: 1; min-width: 0; }
  .head { display: flex; gap: .5rem; align-items: baseline; font-size: .78rem; color: var(--mn-muted, #5b6577); }
  .type { font-weight: 600; text-transform: capitalize; color: var(--mn-ink, #1d2330); }
  .content { margin: .2rem 0; overflow-wrap: anywhere; }
  .actions { display: flex; gap: .4rem; }
  .actions button { font-size: .75rem; }
  .node.forgetting .content { text-decoration: line-through; color: var(--mn-muted, #5b6577); }
  .node.forgetting { opacity: .35; }
  .node.pending { background: #fff8e1; }
  .review { font-size: .85rem; }
  .problem { color: #b3261e; }
  .empty { color: var(--mn-muted, #5b6577); }
  button { font: inherit; }
  [hidden] { display: none !important; }
</style>
<div class="bar">
  <strong>Memory timeline</strong><span class="live" title="Live updates">offline</span>
  <span class="grow"></span>
  <label class="review"><input type="checkbox" class="queue"> Waiting for approval</label>
  <button type="button" class="consolidate" disabled>Consolidate now</button>
</div>
<p class="problem" role="alert" hidden></p>
<p class="empty" hidden>Nothing remembered here yet.</p>
<ol class="nodes" aria-live="polite"></ol>
<div class="bar pager">
  <button type="button" class="newest" title="Newest">«</button>
  <button type="button" class="newer">‹ Newer</button>
  <span class="summary"></span>
  <button type="button" class="older">Older ›</button>
  <button type="button" class="oldest" title="Oldest">»</button>
</div>`;

class MnemosMemoryTimeline extends HTMLElement {
  static get observedAttributes() { return ['workspace', 'page-size']; }

  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).appendChild(template.content.cloneNode(true));
    this.$ = (selector) => this.shadowRoot.querySelector(selector);
    this.page = 0;
    this.total = 0;
    this.selected = new Set();
    this.$('.newest').addEventListener('click', () => this.go(0));
    this.$('.newer').addEventListener('click', () => this.go(this.page - 1));
    this.$('.older').addEventListener('click', () => this.go(this.page + 1));
    this.$('.oldest').addEventListener('click', () => this.go(this.lastPage()));
    this.$('.consolidate').addEventListener('click', () => this.consolidate());
    this.$('.queue').addEventListener('change', () => this.go(0));
    this.$('.nodes').addEventListener('click', (event) => this.act(event));
    this.$('.nodes').addEventListener('change', (event) => this.toggle(event));
    this.onSession = () => this.restart();
  }

  get workspace() { return this.getAttribute('workspace'); }

  get size() { return Math.min(200, Math.max(1, Number(this.getAttribute('page-size')) || 50)); }

  connectedCallback() {
    window.addEventListener('mnemos-session-changed', this.onSession);
    this.restart();
  }

  disconnectedCallback() {
    window.removeEventListener('mnemos-session-changed', this.onSession);
    this.stopLive();
  }

  attributeChangedCallback(name, oldValue, newValue) {
    if (this.isConnected && oldValue !== newValue) this.restart();
  }

  restart() {
    this.stopLive();
    this.page = 0;
    this.selected.clear();
    if (!this.workspace || !session.token) {
      this.$('.nodes').replaceChildren();
      this.$('.summary').textContent = session.token ? 'Pick a workspace.' : 'Sign in to see memories.';
      this.shadowRoot.querySelectorAll('.pager button').forEach((button) => { button.disabled = true; });
      return;
    }
    this.reviewer = false;
    roleIn(this.workspace).then((role) => { this.reviewer = canEdit(role); this.load(); }).catch(() => {});
    this.load();
    this.startLive();
  }

  lastPage() { return Math.max(0, Math.ceil(this.total / this.size) - 1); }

  go(page) {
    this.page = Math.min(Math.max(0, page), this.lastPage());
    this.load();
  }

  /** Loads the current page; an answer overtaken by a newer request (paging, live reload) is dropped. */
  async load() {
    const ws = this.workspace;
    const ticket = (this.ticket || 0) + 1;
    this.ticket = ticket;
    await this.attempt(async () => {
      const queue = this.$('.queue').checked ? '&status=PENDING_APPROVAL' : '';
      const result = await api(`api/workspaces/${encodeURIComponent(ws)}/memories?page=${this.page}&size=${this.size}${queue}`);
      if (ticket !== this.ticket) return;
      this.total = result.total;
      if (result.items.length === 0 && this.page > 0 && this.total > 0) {
        this.go(this.lastPage());
        return;
      }
      this.render(result.items);
    });
  }

  render(items) {
    this.entries = new Map(items.map((entry) => [entry.id, entry]));
    this.$('.nodes').replaceChildren(...items.map((entry) => this.node(entry)));
    this.$('.empty').hidden = items.length > 0;
    const first = this.page * this.size + (items.length ? 1 : 0);
    this.$('.summary').textContent = `${first}–${this.page * this.size + items.length} of ${this.total}`
      + ` · page ${this.page + 1} of ${this.lastPage() + 1}`;
    this.$('.newest').disabled = this.page === 0;
    this.$('.newer').disabled = this.page === 0;
    this.$('.older').disabled = this.page >= this.lastPage();
    this.$('.oldest').disabled = this.page >= this.lastPage();
    this.updateConsolidate();
    this.dispatchEvent(new CustomEvent('mnemos-timeline-loaded', { bubbles: true, composed: true,
      detail: { workspace: this.workspace, page: this.page, total: this.total } }));
  }

  async act(event) {
    const button = event.target.closest('button[data-action]');
    const node = event.target.closest('.node');
    if (!button || !node) return;
    const path = `api/workspaces/${encodeURIComponent(this.workspace)}/memories/${encodeURIComponent(node.dataset.id)}`;
    const { action } = button.dataset;
    if (action === 'forget' || action === 'reject') {
      await this.forget(node, action === 'reject' ? `${path}/reject` : path, action === 'reject' ? 'POST' : 'DELETE');
      return;
    }
    await this.attempt(async () => {
      const entry = await api(`${path}/${action === 'retain' ? 'pin' : action}`, { method: 'POST' });
      if (action === 'approve') this.emit('mnemos-memory-approved', { id: entry.id });
      node.replaceWith(this.node(entry));
      this.entries.set(entry.id, entry);
      this.emit('mnemos-memory-pinned', { id: entry.id, pinned: entry.pinned });
    });
  }

  node(entry) {
    return entryNode(entry, { selected: this.selected.has(entry.id), pinned: entry.pinned, reviewer: this.reviewer });
  }

  /** Struck through at once, removed when the server confirms (a forget, or a rejected proposal); restored if it refuses. */
  async forget(node, path, method) {
    node.classList.add('forgetting');
    node.querySelectorAll('button, input').forEach((control) => { control.disabled = true; });
    const forgotten = await this.attempt(async () => {
      await api(path, { method });
      return true;
    });
    if (!forgotten) {
      this.load();
      return;
    }
    this.selected.delete(node.dataset.id);
    this.emit('mnemos-memory-forgotten', { id: node.dataset.id });
    this.removeLater([node.dataset.id]);
  }

  removeLater(ids) {
    ids.map((id) => this.shadowRoot.querySelector(`.node[data-id="${CSS.escape(id)}"]`)).filter(Boolean)
      .forEach((node) => node.classList.add('forgetting'));
    clearTimeout(this.removal);
    this.removal = setTimeout(() => this.load(), FORGET_ANIMATION_MS);
  }

  toggle(event) {
    if (!event.target.classList.contains('select')) return;
    const { id } = event.target.closest('.node').dataset;
    if (event.target.checked) this.selected.add(id); else this.selected.delete(id);
    this.updateConsolidate();
  }

  updateConsolidate() {
    const button = this.$('.consolidate');
    button.disabled = this.selected.size < 2;
    button.textContent = this.selected.size ? `Consolidate now (${this.selected.size})` : 'Consolidate now';
  }

  async consolidate() {
    const ids = [...this.selected];
    await this.attempt(async () => {
      const entry = await api(`api/workspaces/${encodeURIComponent(this.workspace)}/memories/consolidations`,
        { method: 'POST', body: { ids } });
      this.selected.clear();
      this.emit('mnemos-memory-consolidated', { id: entry.id, sources: ids });
      this.page = 0; // the consolidated entry is the newest one
      await this.load();
    });
  }

  // Live updates: erased entries on this page are struck through and removed, anything else
  // reloads the page. While the feed is down the page is polled, and the feed is retried.
  startLive() {
    const controller = new AbortController();
    this.live = controller;
    const ws = this.workspace;
    events(`api/workspaces/${encodeURIComponent(ws)}/memories/events`, (name, data) => {
      if (name === 'ready') this.setLive(true);
      if (name === 'memory-changed') this.changed(data);
    }, { signal: controller.signal })
      .catch(() => {})
      .finally(() => {
        if (controller.signal.aborted) return;
        this.setLive(false);
        this.retry = setTimeout(() => { if (this.live === controller) this.startLive(); }, RETRY_MS);
      });
  }

  stopLive() {
    this.live?.abort();
    this.live = null;
    clearTimeout(this.retry);
    this.setLive(false);
  }

  setLive(on) {
    const badge = this.$('.live');
    badge.classList.toggle('on', on);
    badge.textContent = on ? 'live' : 'offline';
    clearInterval(this.poll);
    if (!on && this.live) this.poll = setInterval(() => this.load(), POLL_MS);
  }

  changed({ erased = [], upserted = [] }) {
    const shown = erased.filter((id) => this.entries?.has(id));
    erased.forEach((id) => this.selected.delete(id));
    if (shown.length) {
      this.removeLater(shown);
    } else if (erased.length || upserted.length) {
      clearTimeout(this.reload);
      this.reload = setTimeout(() => this.load(), 250);
    }
  }

  emit(name, detail) {
    this.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail }));
  }

  /** Runs an action, showing its problem if it fails. Returns the action's result. */
  attempt(action) { return attempt(action, this.$('.problem')); }
}

customElements.define('mnemos-memory-timeline', MnemosMemoryTimeline);
