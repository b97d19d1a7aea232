// <mnemos-artifact-viewer workspace artifact>: a dashboard and its versions. The dashboard is the page the
// server renders, fetched with the bearer token and shown through srcdoc in an <iframe sandbox="allow-scripts">
// — never with allow-same-origin, so the page can neither read this one's storage nor reach the network;
// the token never goes in a URL. The frame can still navigate itself to any address (with the rows in it):
// the page that embeds this widget must carry the CSP frame-src 'none', as index.html does. Beside it: the published versions (author, time, source), revert, a
// side-by-side diff, and for stewards their private draft: its state, undo/redo, the content editor,
// refinement by instruction, publish, the generation record, and Share (share-links.js). A viewer sees published versions only.
// Without an artifact attribute it lists the workspace's artifacts and creates one. A version attribute
// shows that published version instead of the head (or the steward's draft); Show sets it. A published version
// shown offers its exports (PDF, PNG, an item's CSV) in the header.
import { ApiError, api, attempt, page } from '../api.js';
import { button, fillRows } from '../shared/dom.js';
import { canEdit, roleIn } from '../shared/workspace-role.js';
import { WIDGET_CSS, WorkspaceWidget } from '../shared/workspace-widget.js';
import { CATALOG_HTML, createArtifact, offerSources, showCatalog } from './artifact-catalog.js';
import { DIFF_CSS, showDiff } from './diff-table.js';
import { EXPORTS_HTML, exportFile, hideExports, offerExports } from './exports.js';
import { freshness, latestRefresh } from './freshness.js';
import { definitions, draftStateOf, generationOf, sourceOf } from './labels.js';
import './share-links.js';
import { FILTERS_CSS, showFilters } from './viewer-filters.js';

// The application's page admits scripts by its own nonce only, and a srcdoc document inherits that policy on top
// of its own: the dashboard's nonce, in its policy and on its scripts, becomes the page's (security.md, "The
// application's page"). A host page without a nonce sets no such policy, and the dashboard goes in as served.
const PAGE_NONCE = document.querySelector('script[nonce]')?.nonce ?? '';

function adoptNonce(html) {
  const own = /'nonce-([^']+)'/.exec(html)?.[1];
  return own && PAGE_NONCE ? html.split(own).join(PAGE_NONCE) : html;
}

const template = document.createElement('template');
template.innerHTML = `
<style>${WIDGET_CSS}
  iframe { width: 100%; height: 36rem; border: 1px solid var(--mn-line, #d9dee8); border-radius: .3rem; background: #fff; }
  textarea { width: 100%; box-sizing: border-box; font: .78rem ui-monospace, monospace; }
  textarea[name=instruction], textarea[name=refinement] { font: inherit; }
  .content-errors { color: #b3261e; font-size: .85rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .1rem .75rem; font-size: .8rem; margin: .25rem 0; }
  dt { color: var(--mn-muted, #5b6577); }
  dd { margin: 0; }
  ${DIFF_CSS}
  ${FILTERS_CSS}
</style>
<p class="problem" role="alert" hidden></p>
${CATALOG_HTML}
<section class="artifact" hidden>
  <div class="row"><button type="button" class="back">← Artifacts</button><h3 class="name"></h3></div>
  <div class="row"><p class="note showing"></p><p class="note freshness"></p>
    <button type="button" data-action="refresh-now" hidden>Refresh now</button></div>
  ${EXPORTS_HTML}
  <mnemos-share-links hidden></mnemos-share-links>
  <form class="viewer-filters" aria-label="Filters" hidden></form>
  <p class="problem frame-problem" role="alert" hidden></p>
  <iframe class="dashboard" sandbox="allow-scripts" title="Dashboard"></iframe>
  <details class="generated"><summary>How this was generated</summary><dl class="generation"></dl></details>
  <section class="draft" hidden>
    <h3>Your draft</h3>
    <dl class="draft-state"></dl>
    <div class="row">
      <button type="button" data-action="view-draft">Show draft</button>
      <button type="button" data-action="undo">Undo</button>
      <button type="button" data-action="redo">Redo</button>
      <button type="button" data-action="publish">Publish</button>
      <button type="button" data-action="diff-base">Compare with its base</button>
    </div>
    <h3>Refine</h3>
    <textarea name="refinement" rows="2" aria-label="What to change" placeholder="e.g. show the breakdown as a line chart, top 10 rows"></textarea>
    <div class="row"><button type="button" data-action="refine">Refine the draft</button></div>
    <details class="editor">
      <summary>Edit the content</summary>
      <textarea name="content" rows="18" spellcheck="false" aria-label="Content: the spec JSON or the program"></textarea>
      <ul class="content-errors" hidden></ul>
      <div class="row"><button type="button" data-action="save">Save edit</button></div>
    </details>
  </section>
  <h3>Versions</h3>
  <table class="versions"><thead><tr><th>#</th><th>Source</th><th>By</th><th>When</th><th></th></tr></thead><tbody></tbody></table>
  <h3>Compare</h3>
  <div class="row"><select name="from" aria-label="Compare from"></select> ↔ <select name="to" aria-label="Compare to"></select>
    <button type="button" data-action="compare">Compare</button></div>
  <div class="diff" hidden>
    <p class="note diff-caption"></p>
    <table><tbody></tbody></table>
    <details><summary>Unified diff</summary><pre></pre></details>
  </div>
</section>`;

class MnemosArtifactViewer extends WorkspaceWidget {
  static get observedAttributes() { return ['workspace', 'artifact', 'version', 'filters']; }

  constructor() {
    super(template);
    const on = (action, handler) => this.$(`[data-action=${action}]`).addEventListener('click', handler);
    on('view-draft', () => this.run(() => this.showDraftPage()));
    on('undo', () => this.run(() => this.step('undo')));
    on('redo', () => this.run(() => this.step('redo')));
    on('publish', () => this.run(() => this.publish()));
    on('refine', () => this.run(() => this.refine()));
    on('refresh-now', () => this.run(() => this.refreshNow()));
    on('save', () => this.save());
    on('diff-base', () => this.run(() => this.compare(String(this.draft.baseVersion), 'draft')));
    on('compare', () => this.run(() => this.compare(this.$('[name=from]').value, this.$('[name=to]').value)));
    this.shadowRoot.querySelectorAll('[data-export]').forEach((control) => control.addEventListener('click',
      () => this.run(() => exportFile(this.shadowRoot, this.url, control.dataset.export, this.getAttribute('filters') ?? ''))));
    this.$('.back').addEventListener('click', () => {
      this.removeAttribute('version');
      this.removeAttribute('filters');
      this.removeAttribute('artifact');
    });
    this.$('.generate').addEventListener('click', () => this.run(async () => {
      this.setAttribute('artifact', await createArtifact(this.shadowRoot, this.base));
    }));
  }

  get artifact() { return this.getAttribute('artifact'); }

  /** The version asked for (a number), or null for the head. */
  get version() { return this.hasAttribute('version') ? Number(this.getAttribute('version')) : null; }

  // The version shown by Show is already on screen: its attribute only records it (for the address bar).
  // A new selection (the viewer's own, or back to an earlier one) recomputes the version shown, nothing else.
  attributeChangedCallback(name, oldValue, newValue) {
    if (name === 'version' && newValue && this.dataset.showing === `v${newValue}`) return;
    if (name === 'filters') {
      const shown = this.dataset.showing;
      if (shown?.startsWith('v') && (newValue ?? '') !== this.dataset.filtered) this.run(() => this.showVersionPage(Number(shown.slice(1))));
      return;
    }
    super.attributeChangedCallback(name, oldValue, newValue);
  }

  get base() { return this.api('artifacts'); }

  get url() { return `${this.base}/${encodeURIComponent(this.artifact)}`; }

  sourcesChanged() {
    if (!this.artifact && canEdit(this.workspaceRole)) this.run(() => offerSources(this.shadowRoot, this.base));
  }

  clear() {
    this.$('.catalog').hidden = true;
    this.$('.artifact').hidden = true;
    delete this.dataset.showing;
  }

  async load() {
    await this.run(async () => {
      this.workspaceRole = await roleIn(this.workspace);
      if (!this.artifact) {
        await showCatalog(this.shadowRoot, this.base, canEdit(this.workspaceRole), (id) => this.setAttribute('artifact', id));
        return;
      }
      const artifact = await api(this.url);
      this.form = artifact.form;
      this.$('.name').textContent = artifact.name;
      this.$('.artifact').hidden = false;
      this.$('.diff').hidden = true;
      await this.loadVersions();
      await this.showFreshness();
      this.offerSharing();
      this.draft = canEdit(this.workspaceRole) ? await this.mine() : null;
      this.showDraftState();
      if (canEdit(this.workspaceRole) && !this.draft) await this.fillFromHead();
      if (this.version && this.versions.some(({ number }) => number === this.version)) await this.showVersionPage(this.version);
      else if (this.draft) await this.showDraftPage();
      else if (this.versions.length) await this.showVersionPage(this.versions.at(-1).number);
      else this.showPage('Nothing published yet.', '');
    });
  }

  /** The caller's draft, or null when they have none (an edit starts one on the head version). */
  async mine() {
    try {
      return await api(`${this.url}/draft`);
    } catch (error) {
      if (error instanceof ApiError && error.problem.code === 'DRAFT_NOT_FOUND') return null;
      throw error;
    }
  }

  async loadVersions() {
    this.versions = await api(`${this.url}/versions`);
    fillRows(this.$('.versions tbody'), this.versions.map((version) => [
      `v${version.number}`, sourceOf(version), version.createdBy, new Date(version.createdAt).toLocaleString(),
      this.versionActions(version),
    ]), this.versions.map((version) => version.number));
    const states = [...this.versions.map(({ number }) => [`v${number}`, String(number)])];
    if (canEdit(this.workspaceRole)) states.push(['your draft', 'draft']);
    for (const [name, fallback] of [['from', states.at(-2)], ['to', states.at(-1)]]) {
      const select = this.$(`[name=${name}]`);
      select.replaceChildren(...states.map(([label, value]) => new Option(label, value, false, value === fallback?.[1])));
    }
  }

  versionActions(version) {
    const span = document.createElement('span');
    span.append(button('Show', 'show-version', () => this.run(async () => {
      await this.showVersionPage(version.number);
      this.setAttribute('version', version.number);
    })));
    if (canEdit(this.workspaceRole)) {
      span.append(button('Revert to this', 'revert', () => this.run(() => this.revert(version.number))));
    }
    return span;
  }

  /** The data's age in the header; stewards may refresh the published head (no model call). */
  async showFreshness() {
    this.$('.freshness').textContent = freshness(await latestRefresh(api, this.url));
    this.$('[data-action=refresh-now]').hidden = !canEdit(this.workspaceRole) || !this.versions.length;
  }

  /** Stewards and owners share a published dashboard (the Share panel); for anyone else it calls nothing. */
  offerSharing() {
    const share = this.$('mnemos-share-links');
    share.hidden = !canEdit(this.workspaceRole) || !this.versions.length;
    for (const [name, value] of Object.entries({ workspace: this.workspace, artifact: this.artifact })) {
      if (share.hidden) share.removeAttribute(name); else share.setAttribute(name, value);
    }
  }

    async refreshNow() {
    try {
      await api(`${this.url}/refreshes`, { method: 'POST', body: {} });
    } finally {
      await this.showFreshness();
    }
    const shown = this.dataset.showing;
    if (shown?.startsWith('v')) await this.showVersionPage(Number(shown.slice(1)));
  }

  /** A published version with the viewer's filters (the filters attribute): controls above the frame. */
  async showVersionPage(number) {
    const filters = this.getAttribute('filters') ?? '';
    const viewerFilters = await api(`${this.url}/versions/${number}/filters`);
    showFilters(this.$('.viewer-filters'), viewerFilters, filters, (query) => this.setAttribute('filters', query));
    const html = await this.rendered(`${this.url}/versions/${number}/render${filters ? `?${filters}` : ''}`);
    const { generation } = this.versions.find((version) => version.number === number);
    this.dataset.filtered = filters;
    this.showPage(`Version ${number}`, html, `v${number}`, generation);
    await offerExports(this.shadowRoot, this.url, number, this.form);
  }

  async showDraftPage() {
    this.$('.viewer-filters').hidden = true;
    const html = await this.rendered(`${this.url}/draft/render`);
    this.showPage(`Your draft (revision ${this.draft.revision})`, html, 'draft', this.draft.generation);
  }

  /** The page, or nothing when it cannot be rendered: the problem is shown above the frame, the controls stay. */
  async rendered(path) {
    return (await attempt(() => page(path), this.$('.frame-problem'))) ?? '';
  }

  /**
   * The rendered page goes in through srcdoc: the frame's document has an opaque origin, not this one. A new
   * frame each time: a loaded frame given another srcdoc adds an entry to the browser's history, so back
   * would step through the pages shown instead of leaving the dashboard.
   */
  showPage(caption, html, showing, generation) {
    hideExports(this.shadowRoot);
    this.$('.showing').textContent = caption;
    definitions(this.$('.generation'), generationOf(generation));
    const frame = this.$('.dashboard').cloneNode(false);
    frame.srcdoc = adoptNonce(html);
    this.$('.dashboard').replaceWith(frame);
    if (showing) this.dataset.showing = showing; else delete this.dataset.showing;
  }

  showDraftState() {
    const draft = this.draft;
    const editable = canEdit(this.workspaceRole);
    this.$('.draft').hidden = !editable;
    if (!editable) return;
    definitions(this.$('.draft-state'), draftStateOf(draft));
    const toggle = (action, enabled) => { this.$(`[data-action=${action}]`).disabled = !enabled; };
    toggle('view-draft', draft);
    toggle('undo', draft?.undoable);
    toggle('redo', draft?.redoable);
    toggle('publish', draft);
    toggle('diff-base', draft?.baseVersion);
    // For pages and tests: which revision is shown and how far it can step back and forth.
    Object.assign(this.dataset, { revision: draft?.revision ?? '', undoable: draft?.undoable ?? 0, redoable: draft?.redoable ?? 0 });
    if (draft) this.$('[name=content]').value = draft.content;
  }

  async fillFromHead() {
    const head = this.versions.at(-1);
    this.$('[name=content]').value = head ? (await api(`${this.url}/versions/${head.number}`)).content : '';
  }

  /** The draft's ETag, so an edit or publish made in another tab since is refused (412), not lost. */
  get ifMatch() { return this.draft ? { 'If-Match': `"r${this.draft.revision}"` } : {}; }

  async afterDraftChange(draft) {
    this.draft = draft;
    this.showDraftState();
    await this.showDraftPage();
  }

  async step(direction) {
    await this.afterDraftChange(await api(`${this.url}/draft/${direction}`, { method: 'POST' }));
  }

  async refine() {
    const instruction = this.$('[name=refinement]').value.trim();
    if (!instruction) throw new Error('Say what to change, e.g. "top 10 rows".');
    await this.afterDraftChange(await api(`${this.url}/draft/generate`, { method: 'POST', body: { instruction } }));
    this.$('[name=refinement]').value = '';
  }

  /** Saves the editor's content; a 422's messages are listed at the editor with the JSON pointer at fault. */
  async save() {
    const errors = this.$('.content-errors');
    errors.hidden = true;
    const draft = await attempt(async () => {
      try {
        return await api(`${this.url}/draft`,
          { method: 'PUT', headers: this.ifMatch, body: { content: this.$('[name=content]').value } });
      } catch (error) {
        if (!atContent(error)) throw error;
        errors.replaceChildren(...error.problem.errors.map(({ pointer, message }) => Object.assign(
          document.createElement('li'), { textContent: `${pointer.replace(/^\/content/, '') || '(whole content)'}: ${message}` })));
        errors.hidden = false;
        throw error;
      }
    }, this.$('.problem'));
    if (draft) await this.run(() => this.afterDraftChange(draft));
  }

  /** Publishes the draft; when someone published first, the problem's diff (new head → draft) is shown. */
  async publish() {
    try {
      await api(`${this.url}/publish`, { method: 'POST', headers: this.ifMatch });
    } catch (error) {
      if (error instanceof ApiError && error.problem.code === 'VERSION_CONFLICT') {
        showDiff(this.$('.diff'), error.problem.diff, `v${error.problem.head} (published meanwhile) ↔ your draft`);
      }
      throw error;
    }
    await this.refreshAfterPublish();
  }

  async revert(number) {
    await api(`${this.url}/versions/${number}/revert`, { method: 'POST' });
    await this.refreshAfterPublish();
  }

  async refreshAfterPublish() {
    await this.loadVersions();
    this.offerSharing();
    if (this.draft) this.draft = await this.mine();
    this.showDraftState();
    await this.showVersionPage(this.versions.at(-1).number);
    this.dispatchEvent(new CustomEvent('mnemos-artifact-published', { bubbles: true, composed: true,
      detail: { workspace: this.workspace, artifact: this.artifact, version: this.versions.at(-1).number } }));
  }

  async compare(from, to) {
    showDiff(this.$('.diff'), await api(`${this.url}/diff?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`));
  }

  run(action) { return attempt(action, this.$('.problem')); }
}

const atContent = (error) => error instanceof ApiError && error.problem.errors?.some(({ pointer }) => pointer?.startsWith('/content'));

customElements.define('mnemos-artifact-viewer', MnemosArtifactViewer);
