// <mnemos-retention-policy-editor scope="tenantDefault|<workspace id>" workspace="…">: for admins.
// Loads and saves the retention policy of the scope in a form generated from the policy's published
// schema, shows each 422 message next to the field its JSON pointer names, lists the last runs of the
// maintenance jobs the server registers, with their metrics, and runs a dry run (of the workspace
// attribute's workspace, else of every workspace) listing its candidates.
import { api, attempt, renderProblem, session } from '../api.js';
import { FORM_CSS, fillForm, readForm, renderForm } from '../shared/schema-form.js';

const POLL_MS = 500;
const DRY_RUN_TIMEOUT_MS = 120000;
const METRICS = ['scored', 'retained', 'consolidated', 'groups', 'deleted', 'expired', 'reviewDue'];

// One schema for every editor on the page; a failed request is forgotten, so the next load retries.
let schemaRequest = null;
function policySchema() {
  schemaRequest ??= api('api/admin/retention-policies/schema').catch((error) => {
    schemaRequest = null;
    throw error;
  });
  return schemaRequest;
}

const template = document.createElement('template');
template.innerHTML = `
<style>
  :host { display: block; background: #fff; border: 1px solid var(--mn-line, #d9dee8); border-radius: .5rem; padding: 1rem; }
  h3 { margin: 1rem 0 .5rem; font-size: 1rem; }
  h3:first-of-type { margin-top: 0; }
  ${FORM_CSS}
  form fieldset { display: grid; grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr)); gap: 0 1rem; }
  form legend { font-weight: 600; font-size: .85rem; }
  .row { display: flex; gap: .5rem; align-items: center; flex-wrap: wrap; margin: .5rem 0; }
  table { border-collapse: collapse; width: 100%; font-size: .8rem; }
  th, td { text-align: left; padding: .25rem .4rem; border-bottom: 1px solid #eef1f6; vertical-align: top; }
  td.id { font-family: ui-monospace, monospace; font-size: .72rem; }
  .problem { color: #b3261e; }
  .saved { color: var(--mn-ok, #1f8a4c); }
  button { font: inherit; }
  [hidden] { display: none !important; }
</style>
<h3>Retention policy · <span class="scope"></span></h3>
<p class="problem" role="alert" hidden></p>
<form novalidate></form>
<div class="row"><button type="button" class="save">Save policy</button><span class="saved" hidden>Saved.</span></div>
<h3>Last runs</h3>
<div class="row">
  <select name="job"></select>
  <button type="button" class="dry-run" disabled>Dry run</button><span class="dry-status"></span>
</div>
<table class="runs"><thead><tr><th>Started</th><th>Workspace</th><th>Status</th><th>Dry</th><th>Metrics</th></tr></thead><tbody></tbody></table>
<section class="candidates" hidden>
  <h3>Dry run candidates <span class="count"></span></h3>
  <table><thead><tr><th>Entry</th><th>Score</th><th>Action</th><th>Reason</th></tr></thead><tbody></tbody></table>
</section>`;

class MnemosRetentionPolicyEditor extends HTMLElement {
  static get observedAttributes() { return ['scope', 'workspace']; }

  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).appendChild(template.content.cloneNode(true));
    this.$ = (selector) => this.shadowRoot.querySelector(selector);
    this.$('.save').addEventListener('click', () => this.save());
    this.$('.dry-run').addEventListener('click', () => this.dryRun());
    this.$('[name=job]').addEventListener('change', () => this.loadRuns());
    this.onSession = () => this.load();
  }

  get scope() { return this.getAttribute('scope') || 'tenantDefault'; }

  get job() { return this.$('[name=job]').value; }

  /** The dry run's workspace: the attribute, else the scope when it is a workspace, else all. */
  get dryRunWorkspace() {
    return this.getAttribute('workspace') || (this.scope === 'tenantDefault' ? null : this.scope);
  }

  connectedCallback() {
    window.addEventListener('mnemos-session-changed', this.onSession);
    this.load();
  }

  disconnectedCallback() { window.removeEventListener('mnemos-session-changed', this.onSession); }

  // The workspace attribute only picks the dry run's target; the scope picks the policy shown.
  attributeChangedCallback(name, oldValue, newValue) {
    if (name === 'scope' && this.isConnected && oldValue !== newValue) this.load();
  }

  /** The form, the policy, the job list and the runs; the first failure stops the rest and is shown. */
  async load() {
    this.$('.scope').textContent = this.scope === 'tenantDefault' ? 'tenant default' : `workspace ${this.scope}`;
    if (!session.token) {
      renderProblem(this.$('.problem'), new Error('Sign in as an administrator to edit retention policies.'));
      return;
    }
    await this.attempt(async () => {
      await this.loadPolicy();
      await this.loadJobs();
      await this.showRuns();
    }, { form: this.$('form') });
  }

  async loadPolicy() {
    const { scope } = this;
    const schema = await policySchema();
    if (this.formSchema !== schema) {
      renderForm(schema, this.$('form'));
      this.formSchema = schema;
    }
    const policy = await api(`api/admin/retention-policies/${encodeURIComponent(scope)}`);
    if (scope !== this.scope) return;
    this.policy = policy;
    fillForm(this.$('form'), policy);
    this.dataset.loadedScope = scope; // which policy the form shows, for pages and tests
  }

  /** The maintenance jobs the server registers, once; a job already picked stays picked. */
  async loadJobs() {
    if (this.$('[name=job]').options.length) return;
    const jobs = await api('api/admin/jobs');
    this.$('[name=job]').replaceChildren(...jobs.map((job) => {
      const option = new Option(job.name, job.name);
      option.title = job.description || '';
      return option;
    }));
    this.$('.dry-run').disabled = !jobs.length;
  }

  async save() {
    this.$('.saved').hidden = true;
    await this.attempt(async () => {
      const saved = await api(`api/admin/retention-policies/${encodeURIComponent(this.scope)}`,
        { method: 'PUT', body: changes(readForm(this.$('form')), this.policy || {}) });
      this.policy = saved;
      fillForm(this.$('form'), saved);
      this.$('.saved').hidden = false;
      this.dispatchEvent(new CustomEvent('mnemos-policy-saved', { bubbles: true, composed: true,
        detail: { scope: this.scope, policy: saved } }));
    }, { form: this.$('form') });
  }

  async loadRuns() { await this.attempt(() => this.showRuns()); }

  async showRuns() {
    if (!this.job) return;
    const runs = await api(`api/admin/jobs/${encodeURIComponent(this.job)}/runs?size=5`);
    this.$('.runs tbody').replaceChildren(...runs.map((run) => row([
      new Date(run.startedAt).toLocaleString(), run.workspace || 'all', run.status, run.dryRun ? 'yes' : '',
      METRICS.filter((name) => run.metrics?.[name] !== undefined).map((name) => `${name} ${run.metrics[name]}`)
        .join(' · ') + (run.endedAt ? ` · ${seconds(run.startedAt, run.endedAt)} s` : ''),
    ], run.id)));
  }

  async dryRun() {
    const status = this.$('.dry-status');
    this.$('.candidates').hidden = true;
    this.$('.dry-run').disabled = true;
    await this.attempt(async () => {
      const workspace = this.dryRunWorkspace;
      const { id } = await api(`api/admin/jobs/${encodeURIComponent(this.job)}/runs`,
        { method: 'POST', body: { workspace, dryRun: true } });
      status.textContent = 'running…';
      const run = await this.awaitEnd(id);
      status.textContent = `${run.status.toLowerCase()}`;
      this.showCandidates(run);
      await this.showRuns();
    });
    this.$('.dry-run').disabled = !this.job;
  }

  async awaitEnd(id) {
    const deadline = Date.now() + DRY_RUN_TIMEOUT_MS;
    for (;;) {
      const run = await api(`api/admin/jobs/${encodeURIComponent(this.job)}/runs/${encodeURIComponent(id)}?size=200`);
      if (!run.status.startsWith('START')) return run;
      if (Date.now() > deadline) throw new Error('The dry run is still running; look at the runs list later.');
      await new Promise((resolve) => { setTimeout(resolve, POLL_MS); });
    }
  }

  showCandidates(run) {
    const section = this.$('.candidates');
    const candidates = run.candidates || [];
    section.querySelector('.count').textContent = candidates.length < run.candidatesTotal
      ? `(first ${candidates.length} of ${run.candidatesTotal})` : `(${candidates.length})`;
    section.querySelector('tbody').replaceChildren(...candidates.map((candidate) => {
      const tr = row([candidate.id, candidate.score, candidate.action, candidate.reason], candidate.id);
      tr.firstChild.className = 'id';
      return tr;
    }));
    section.hidden = false;
    this.dispatchEvent(new CustomEvent('mnemos-dry-run-finished', { bubbles: true, composed: true,
      detail: { id: run.id, candidates: run.candidatesTotal } }));
  }

  /** Runs an action; a problem's messages go next to the fields of form, when given, the rest above it. */
  attempt(action, { form } = {}) { return attempt(action, this.$('.problem'), { form }); }
}

/**
 * The PUT body: what the form changed against the policy loaded. Fields left out keep their value,
 * so a half-life typed in is not outvoted by the unchanged λ; an emptied field is sent as null.
 * An object (schedule, consolidation) is sent whole, as the server replaces it whole.
 */
function changes(edited, loaded) {
  const body = {};
  new Set([...Object.keys(loaded), ...Object.keys(edited)]).forEach((name) => {
    if (!same(edited[name], loaded[name])) body[name] = edited[name] ?? null;
  });
  return body;
}

function same(a, b) {
  if ((a ?? null) === (b ?? null)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].every((key) => same(a[key], b[key]));
}

function row(cells, id) {
  const tr = document.createElement('tr');
  tr.dataset.id = id;
  tr.append(...cells.map((text) => {
    const td = document.createElement('td');
    td.textContent = text;
    return td;
  }));
  return tr;
}

function seconds(from, to) { return ((new Date(to) - new Date(from)) / 1000).toFixed(1); }

customElements.define('mnemos-retention-policy-editor', MnemosRetentionPolicyEditor);
