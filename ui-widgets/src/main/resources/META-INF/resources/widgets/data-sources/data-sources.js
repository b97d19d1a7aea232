// <mnemos-data-sources workspace>: the workspace's data sources. Lists them; registers a CSV by upload and
// SQL/REST/MCP sources by forms generated from each type's published config schema; tests, previews and
// profiles a source and shows its stored profile (columns, types, statistics, catalogs) with its token count.
// Viewers test, preview and read profiles; registering and profiling need a steward (the server checks).
import { api, attempt, upload } from '../api.js';
import { FORM_CSS, readForm, renderForm } from '../shared/schema-form.js';
import { button, fillRows } from '../shared/dom.js';
import { canEdit, roleIn } from '../shared/workspace-role.js';
import { WIDGET_CSS, WorkspaceWidget } from '../shared/workspace-widget.js';
import { showProfile } from '../shared/profile-view.js';

const template = document.createElement('template');
template.innerHTML = `
<style>${WIDGET_CSS}${FORM_CSS}</style>
<h3>Data sources</h3>
<p class="problem" role="alert" hidden></p>
<table class="sources"><thead><tr><th>Name</th><th>Type</th><th>Profiled</th><th></th></tr></thead><tbody></tbody></table>
<section class="register" hidden>
  <h3>Register a source</h3>
  <div class="row">
    <input name="name" placeholder="name, e.g. weekly supply chain">
    <select name="type"></select>
  </div>
  <label class="row file">CSV file <input type="file" name="file" accept=".csv,text/csv"></label>
  <form novalidate></form>
  <div class="row"><button type="button" class="add">Register</button></div>
</section>
<section class="result" hidden>
  <h3 class="result-title"></h3>
  <p class="note result-note"></p>
  <div class="scroll"><table class="result-table"><thead></thead><tbody></tbody></table></div>
</section>`;

class MnemosDataSources extends WorkspaceWidget {
  constructor() {
    super(template);
    this.$('[name=type]').addEventListener('change', () => this.showTypeForm());
    this.$('.add').addEventListener('click', () => this.register());
  }

  get base() { return this.api('data-sources'); }

  clear() {
    this.$('.result').hidden = true;
    this.$('.register').hidden = true;
    this.$('.sources tbody').replaceChildren();
  }

  async load() {
    await this.attempt(async () => {
      this.workspaceRole = await roleIn(this.workspace);
      if (canEdit(this.workspaceRole)) await this.offerRegistration();
      await this.list();
    });
  }

  async list() {
    const sources = await api(this.base);
    fillRows(this.$('.sources tbody'), sources.map((source) => [
      source.name, source.type, source.lastProfiledAt ? new Date(source.lastProfiledAt).toLocaleString() : 'no',
      this.actions(source),
    ]), sources.map((source) => source.id));
    this.dataset.sources = sources.length; // for pages and tests: the list is shown
  }

  actions(source) {
    const span = document.createElement('span');
    span.append(
      button('Test', 'test', () => this.test(source)),
      button('Preview', 'preview', () => this.preview(source)));
    if (canEdit(this.workspaceRole)) span.append(button('Profile', 'profile', () => this.profile(source)));
    if (source.lastProfiledAt) span.append(button('Show profile', 'show-profile', () => this.storedProfile(source)));
    return span;
  }

  /** The type picker and the form of the chosen type, built from the schemas the server publishes. */
  async offerRegistration() {
    this.types ??= await api('api/data-source-types');
    const select = this.$('[name=type]');
    if (!select.options.length) {
      select.append(...this.types.map(({ type }) => new Option(type, type)));
      this.showTypeForm();
    }
    this.$('.register').hidden = false;
  }

  showTypeForm() {
    const { schema } = this.types.find(({ type }) => type === this.$('[name=type]').value);
    // A CSV's path is set by the upload, so the form leaves it out.
    const properties = { ...schema.properties };
    if (this.csv) delete properties.path;
    renderForm({ ...schema, properties }, this.$('form'));
    this.$('.file').hidden = !this.csv;
  }

  get csv() { return this.$('[name=type]').value === 'CSV'; }

  async register() {
    const form = this.$('form');
    await this.attempt(async () => {
      const file = this.$('[name=file]').files[0];
      if (this.csv && !file) throw new Error('Choose the CSV file to upload.');
      const source = await api(this.base, { method: 'POST',
        body: { name: this.$('[name=name]').value, type: this.$('[name=type]').value, config: readForm(form) } });
      if (file) await upload(`${this.base}/${encodeURIComponent(source.id)}/file`, file);
      this.$('[name=name]').value = '';
      this.$('[name=file]').value = '';
      await this.list();
      this.announceSources(source.id);
    }, { form, pointerPrefix: '/config' });
  }

  async test(source) {
    await this.attempt(async () => {
      await api(`${this.base}/${encodeURIComponent(source.id)}/test`, { method: 'POST' });
      this.show(`Test of ${source.name}`, 'The source answered and accepted its credentials.', [], []);
    });
  }

  async preview(source) {
    await this.attempt(async () => {
      const preview = await api(`${this.base}/${encodeURIComponent(source.id)}/preview?rows=20`);
      this.show(`Preview of ${source.name}`,
        `First ${preview.rows.length} rows${preview.malformedRows ? `, ${preview.malformedRows} malformed skipped` : ''}.`,
        preview.columns, preview.rows);
    });
  }

  async profile(source) {
    await this.attempt(async () => {
      const result = await api(`${this.base}/${encodeURIComponent(source.id)}/profile`, { method: 'POST' });
      await this.list();
      this.showStored(source, result, result.memory);
      this.announceSources(source.id);
    });
  }

  async storedProfile(source) {
    await this.attempt(async () => {
      this.showStored(source, await api(`${this.base}/${encodeURIComponent(source.id)}/profile`));
    });
  }

  showStored(source, profile, memory) {
    showProfile(this.$('.result'), source, profile, memory);
    this.$('.result').dataset.shown = 'profile';
  }

  show(title, note, columns, rows) {
    const section = this.$('.result');
    section.querySelector('.result-title').textContent = title;
    section.querySelector('.result-note').textContent = note;
    const head = document.createElement('tr');
    head.append(...columns.map((column) => Object.assign(document.createElement('th'), { textContent: column })));
    section.querySelector('thead').replaceChildren(head);
    fillRows(section.querySelector('tbody'), rows);
    section.dataset.shown = title.split(' ')[0].toLowerCase();
    section.hidden = false;
  }

  attempt(action, options = {}) { return attempt(action, this.$('.problem'), options); }
}

customElements.define('mnemos-data-sources', MnemosDataSources);
