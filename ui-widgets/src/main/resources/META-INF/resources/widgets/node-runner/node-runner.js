// <mnemos-node-runner>: runs a node from the browser in the workspace <mnemos-session> picked: pick a
// node in the palette, fill the form generated from its schema, run it and read the output or the problem.
import { api, attempt } from '../api.js';
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
<section class="node">
  <h3>Node: <span class="node-name">pick one in the palette</span></h3>
  <form novalidate></form>
  <div class="row"><input name="run-id" placeholder="run id (optional)"><button class="run" type="button" disabled>Run</button></div>
</section>
<section class="result"><h3>Result</h3><p class="problem" hidden></p><pre class="output"></pre></section>`;

class MnemosNodeRunner extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).appendChild(template.content.cloneNode(true));
    this.$ = (selector) => this.shadowRoot.querySelector(selector);
    this.$('.run').addEventListener('click', () => this.run());
    window.addEventListener('mnemos-workspace-selected', (event) => { this.workspace = event.detail.id; });
    window.addEventListener('mnemos-node-selected', (event) => this.select(event.detail.id));
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
      const body = { workspace: this.workspace, input: readForm(this.$('form')) };
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
