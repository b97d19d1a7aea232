// <mnemos-node-runner>: runs a node from the browser. Sign in (with the local issuer of the
// embedded default, or by pasting a token), pick or create a workspace, pick a node in the
// palette, fill the form generated from its schema, run it and read the output or the problem.
import { api, attempt, session } from '../api.js';
import { FORM_CSS, readForm, renderForm } from '../shared/schema-form.js';

const template = document.createElement('template');
template.innerHTML = `
<style>
  :host { display: block; background: #fff; border: 1px solid var(--mn-line, #d9dee8); border-radius: .5rem; padding: 1rem; }
  section { margin-bottom: 1rem; }
  h3 { margin: 0 0 .5rem; font-size: 1rem; }
  .row { display: flex; gap: .5rem; flex-wrap: wrap; align-items: center; }
  ${FORM_CSS}
  button { font: inherit; }
  pre { background: #f6f8fb; padding: .75rem; overflow: auto; max-height: 24rem; font-size: .8rem; }
  .problem { color: #b3261e; }
  [hidden] { display: none !important; }
</style>
<section class="session">
  <h3>1 · Who you are</h3>
  <div class="row signed-out">
    <input name="sub" placeholder="user (e.g. alice)" value="alice">
    <input name="tenant" placeholder="tenant (e.g. acme)" value="acme">
    <button class="dev-sign-in" type="button">Sign in with the local issuer</button>
    <input name="token" placeholder="…or paste a bearer token">
    <button class="use-token" type="button">Use token</button>
  </div>
  <div class="row signed-in" hidden><span class="who"></span><button class="sign-out" type="button">Sign out</button></div>
</section>
<section class="workspace" hidden>
  <h3>2 · Workspace</h3>
  <div class="row">
    <select name="workspace"></select>
    <input name="new-workspace" placeholder="new workspace name">
    <button class="create-workspace" type="button">Create</button>
  </div>
</section>
<section class="node">
  <h3>3 · Node: <span class="node-name">pick one in the palette</span></h3>
  <form novalidate></form>
  <div class="row"><input name="run-id" placeholder="run id (optional)"><button class="run" type="button" disabled>Run</button></div>
</section>
<section class="result"><h3>Result</h3><p class="problem" hidden></p><pre class="output"></pre></section>`;

class MnemosNodeRunner extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).appendChild(template.content.cloneNode(true));
    this.$ = (selector) => this.shadowRoot.querySelector(selector);
    this.$('.dev-sign-in').addEventListener('click', () => this.devSignIn());
    this.$('.use-token').addEventListener('click', () => { session.token = this.$('[name=token]').value.trim(); });
    this.$('.sign-out').addEventListener('click', () => { session.token = null; });
    this.$('.create-workspace').addEventListener('click', () => this.createWorkspace());
    this.$('.run').addEventListener('click', () => this.run());
    this.$('[name=workspace]').addEventListener('change', () => this.announceWorkspace());
    window.addEventListener('mnemos-session-changed', () => this.refreshSession());
    window.addEventListener('mnemos-node-selected', (event) => this.select(event.detail.id));
  }

  connectedCallback() { this.refreshSession(); }

  async devSignIn() {
    await this.attempt(async () => {
      const { token } = await api('api/dev/token', { method: 'POST',
        body: { sub: this.$('[name=sub]').value, tenant: this.$('[name=tenant]').value } });
      session.token = token;
    });
  }

  async refreshSession() {
    const signedIn = Boolean(session.token);
    this.$('.signed-out').hidden = signedIn;
    this.$('.signed-in').hidden = !signedIn;
    this.$('.workspace').hidden = !signedIn;
    if (!signedIn) {
      this.announceWorkspace();
      return;
    }
    const claims = JSON.parse(atob(session.token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    this.$('.who').textContent = `Signed in as ${claims.sub} (tenant ${claims.tenant})`;
    await this.attempt(() => this.loadWorkspaces());
  }

  async loadWorkspaces(selected) {
    const workspaces = await api('api/workspaces');
    const select = this.$('[name=workspace]');
    select.replaceChildren(...workspaces.map((w) => new Option(`${w.name} (${w.role})`, w.id, false, w.id === selected)));
    this.announceWorkspace();
  }

  /** Tells the page (e.g. the memory timeline) which workspace the user works in; null when signed out. */
  announceWorkspace() {
    const id = session.token ? this.$('[name=workspace]').value || null : null;
    this.dispatchEvent(new CustomEvent('mnemos-workspace-selected', { bubbles: true, composed: true, detail: { id } }));
  }

  async createWorkspace() {
    await this.attempt(async () => {
      const { id } = await api('api/workspaces', { method: 'POST', body: { name: this.$('[name=new-workspace]').value } });
      await this.loadWorkspaces(id);
    });
  }

  async select(id) {
    await this.attempt(async () => {
      this.node = await api(`api/nodes/${encodeURIComponent(id)}`);
      this.$('.node-name').textContent = this.node.displayName;
      renderForm(this.node.properties, this.$('form'));
      this.$('.run').disabled = !this.node.available;
    });
  }

  async run() {
    this.$('.output').textContent = '';
    await this.attempt(async () => {
      const body = { workspace: this.$('[name=workspace]').value, input: readForm(this.$('form')) };
      const runId = this.$('[name=run-id]').value.trim();
      if (runId) body.runId = runId;
      const result = await api(`api/nodes/${encodeURIComponent(this.node.id)}/execute`, { method: 'POST', body });
      this.$('.output').textContent = JSON.stringify(result.output, null, 2);
      this.dispatchEvent(new CustomEvent('mnemos-node-ran', { bubbles: true, composed: true, detail: result }));
    });
  }

  /** Runs an action; its problem is shown with the messages at the fields of the node's form. */
  attempt(action) {
    return attempt(action, this.$('.problem'), { form: this.$('form'), pointerPrefix: '/input' });
  }
}

customElements.define('mnemos-node-runner', MnemosNodeRunner);
