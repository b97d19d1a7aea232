// <mnemos-session>: who you are and which workspace you work in. Sign in with the local issuer (dev mode,
// loopback only) or paste a bearer token from the configured issuer; pick or create a workspace. Fires
// mnemos-workspace-selected {id, byHand} (id null when signed out), which drives every widget that works in one
// workspace. select(id) picks a workspace from outside, e.g. from the application's URL.
import { api, attempt, session } from '../api.js';

const template = document.createElement('template');
template.innerHTML = `
<style>
  :host { display: block; }
  .row { display: flex; gap: .5rem; flex-wrap: wrap; align-items: center; }
  button, input, select { font: inherit; }
  .problem { color: #b3261e; margin: .25rem 0 0; }
  [hidden] { display: none !important; }
</style>
<section class="session">
  <div class="row signed-out">
    <label>User <input name="sub" value="alice" autocomplete="username"></label>
    <label>Tenant <input name="tenant" value="acme"></label>
    <button class="dev-sign-in" type="button">Sign in with the local issuer</button>
    <label>or a bearer token <input name="token" type="password" autocomplete="off"></label>
    <button class="use-token" type="button">Use token</button>
  </div>
  <div class="row signed-in" hidden><span class="who"></span><button class="sign-out" type="button">Sign out</button></div>
</section>
<section class="workspace row" hidden>
  <label>Workspace <select name="workspace"></select></label>
  <label>New workspace <input name="new-workspace"></label>
  <button class="create-workspace" type="button">Create</button>
</section>
<p class="problem result" role="alert" hidden></p>`;

/** The claims of the session's token (the server verifies it; the page only reads who and which groups). */
export function claims() {
  if (!session.token) return null;
  try {
    return JSON.parse(atob(session.token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return null;
  }
}

class MnemosSession extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).appendChild(template.content.cloneNode(true));
    this.$ = (selector) => this.shadowRoot.querySelector(selector);
    this.$('.dev-sign-in').addEventListener('click', () => this.devSignIn());
    this.$('.use-token').addEventListener('click', () => { session.token = this.$('[name=token]').value.trim(); });
    this.$('.sign-out').addEventListener('click', () => { session.token = null; });
    this.$('.create-workspace').addEventListener('click', () => this.createWorkspace());
    this.$('[name=workspace]').addEventListener('change', () => this.announceWorkspace(true));
    window.addEventListener('mnemos-session-changed', () => this.refreshSession());
  }

  connectedCallback() { this.refreshSession(); }

  /** The workspace picked, or null. */
  get workspace() { return session.token ? this.$('[name=workspace]').value || null : null; }

  /** Picks workspace id when the caller has it; answers whether it did. */
  select(id) {
    this.wanted = id;
    const select = this.$('[name=workspace]');
    if (!id || id === select.value || ![...select.options].some((option) => option.value === id)) return id === select.value;
    select.value = id;
    this.announceWorkspace();
    return true;
  }

  async devSignIn() {
    await this.attempt(async () => {
      const { token } = await api('api/dev/token', { method: 'POST',
        body: { sub: this.$('[name=sub]').value, tenant: this.$('[name=tenant]').value } });
      session.token = token;
    });
  }

  async refreshSession() {
    const who = claims();
    this.$('.signed-out').hidden = Boolean(who);
    this.$('.signed-in').hidden = !who;
    this.$('.workspace').hidden = !who;
    if (!who) {
      this.$('[name=workspace]').replaceChildren();
      this.announceWorkspace();
      return;
    }
    this.$('.who').textContent = `Signed in as ${who.sub} (tenant ${who.tenant})`;
    await this.attempt(() => this.loadWorkspaces(this.wanted));
  }

  async loadWorkspaces(selected) {
    const workspaces = await api('api/workspaces');
    const select = this.$('[name=workspace]');
    select.replaceChildren(...workspaces.map((w) => new Option(`${w.name} (${w.role})`, w.id, false, w.id === selected)));
    this.dataset.workspaces = workspaces.length;
    this.announceWorkspace();
  }

  /** byHand: the person picked it here (not the address, a sign-in or a new workspace). */
  announceWorkspace(byHand = false) {
    this.dispatchEvent(new CustomEvent('mnemos-workspace-selected', { bubbles: true, composed: true,
      detail: { id: this.workspace, byHand } }));
  }

  async createWorkspace() {
    await this.attempt(async () => {
      const { id } = await api('api/workspaces', { method: 'POST', body: { name: this.$('[name=new-workspace]').value } });
      await this.loadWorkspaces(id);
    });
  }

  attempt(action) { return attempt(action, this.$('.result')); }
}

customElements.define('mnemos-session', MnemosSession);
