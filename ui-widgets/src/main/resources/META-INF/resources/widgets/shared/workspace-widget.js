// The base of the widgets that work in one workspace (attribute workspace): a shadow root from a template,
// $ for its elements, and load() again whenever the session, an observed attribute or — through
// sourcesChanged(id) — the workspace's data sources change. load() does nothing until both are known.
import { session } from '../api.js';

/** The look the workspace widgets share; each adds its own rules after it. */
export const WIDGET_CSS = `
  :host { display: block; background: #fff; border: 1px solid var(--mn-line, #d9dee8); border-radius: .5rem; padding: 1rem; }
  h3 { margin: 1rem 0 .4rem; font-size: 1rem; }
  h3:first-child, h3:first-of-type { margin-top: 0; }
  .row { display: flex; gap: .5rem; align-items: center; flex-wrap: wrap; margin: .4rem 0; }
  table { border-collapse: collapse; width: 100%; font-size: .8rem; }
  th, td { text-align: left; padding: .25rem .4rem; border-bottom: 1px solid #eef1f6; vertical-align: top; }
  .scroll { overflow: auto; max-height: 22rem; }
  .problem { color: #b3261e; }
  .note { color: var(--mn-muted, #5b6577); font-size: .8rem; }
  button, input, select { font: inherit; }
  [hidden] { display: none !important; }`;

export class WorkspaceWidget extends HTMLElement {
  static get observedAttributes() { return ['workspace']; }

  constructor(template) {
    super();
    this.attachShadow({ mode: 'open' }).appendChild(template.content.cloneNode(true));
    this.$ = (selector) => this.shadowRoot.querySelector(selector);
    this.onSession = () => this.reload();
    this.onSources = (event) => { if (event.detail.workspace === this.workspace) this.sourcesChanged(event.detail.id); };
  }

  get workspace() { return this.getAttribute('workspace'); }

  /** The workspace's REST base, e.g. api/workspaces/7f…/data-sources for part 'data-sources'. */
  api(part) { return `api/workspaces/${encodeURIComponent(this.workspace)}/${part}`; }

  connectedCallback() {
    window.addEventListener('mnemos-session-changed', this.onSession);
    window.addEventListener('mnemos-data-sources-changed', this.onSources);
    this.reload();
  }

  disconnectedCallback() {
    window.removeEventListener('mnemos-session-changed', this.onSession);
    window.removeEventListener('mnemos-data-sources-changed', this.onSources);
  }

  attributeChangedCallback(name, oldValue, newValue) {
    if (this.isConnected && oldValue !== newValue) this.reload();
  }

  reload() {
    this.clear();
    if (session.token && this.workspace) this.load();
  }

  /** Hides what a previous workspace or user saw; load() fills it again. */
  clear() {}

  load() {}

  /** A data source of this workspace was registered or profiled (by another widget, too). */
  sourcesChanged() {}

  /** Tells the other widgets of the page that a data source of this workspace changed. */
  announceSources(id) {
    this.dispatchEvent(new CustomEvent('mnemos-data-sources-changed', { bubbles: true, composed: true,
      detail: { workspace: this.workspace, id } }));
  }
}
