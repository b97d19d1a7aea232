// <mnemos-memory-editor workspace>: the workspace's selective memory as seed 000 divides it. Task
// specifications, tool configurations and output constraints are durable entries a steward writes,
// edits and forgets here; the data schema is the chosen data source's stored profile, read-only (it
// changes only by profiling the source again). Every entry goes through Remember, so the server's
// screens (secrets, untrusted instructions) apply as to any other write.
//
// The memory API has no update: an edit of an entry with a subject is a new statement on that subject,
// which supersedes the old one (its history is kept); without a subject it is Remember of the new text
// and then Forget of the old, so a refused new text leaves the old entry in place.
import { api, attempt } from '../api.js';
import { button, fillRows } from '../shared/dom.js';
import { showProfile } from '../shared/profile-view.js';
import { canEdit, roleIn } from '../shared/workspace-role.js';
import { WIDGET_CSS, WorkspaceWidget } from '../shared/workspace-widget.js';

const CATEGORIES = [
  ['TASK_SPEC', 'Task specifications', 'Domain rules and formatting wishes, e.g. "percentages with one decimal".'],
  ['TOOL_CONFIG', 'Tool configurations', 'Which tools to use and how, e.g. "charts use the bundled Vega library".'],
  ['OUTPUT_CONSTRAINT', 'Output constraints', 'What every output must keep to, e.g. "keep the page under 50 KB".'],
];

const template = document.createElement('template');
template.innerHTML = `
<style>${WIDGET_CSS}
  textarea { width: 100%; box-sizing: border-box; font: inherit; }
  .note { margin: 0 0 .25rem; }
</style>
<p class="problem" role="alert" hidden></p>
<p class="note editing-note" hidden>Editing an entry with a subject stores a new statement that supersedes it;
  without a subject the new text is remembered and the old entry forgotten.</p>
<div class="categories"></div>
<section class="schema">
  <h3>Data schema <small>(read-only)</small></h3>
  <p class="note">The stored profile of a data source — what a generator sees instead of the rows. Profile the source again to change it.</p>
  <div class="row"><select name="source"></select></div>
  <div class="profile" hidden>
    <p class="note result-title"></p><p class="note result-note"></p>
    <div class="scroll"><table><thead></thead><tbody></tbody></table></div>
  </div>
</section>`;

class MnemosMemoryEditor extends WorkspaceWidget {
  constructor() {
    super(template);
    this.$('.categories').append(...CATEGORIES.map(([category, title, hint]) => section(category, title, hint)));
    this.shadowRoot.querySelectorAll('.add').forEach((add) => add.addEventListener('click', () => this.add(add.closest('section'))));
    this.$('[name=source]').addEventListener('change', () => this.showSchema());
  }

  clear() {
    this.shadowRoot.querySelectorAll('tbody').forEach((body) => body.replaceChildren());
    this.$('.profile').hidden = true;
  }

  async load() {
    await this.attempt(async () => {
      this.workspaceRole = await roleIn(this.workspace);
      const editable = canEdit(this.workspaceRole);
      this.shadowRoot.querySelectorAll('.compose').forEach((compose) => { compose.hidden = !editable; });
      this.$('.editing-note').hidden = !editable;
      await Promise.all(CATEGORIES.map(([category]) => this.list(category)));
      await this.loadSources();
    });
  }

  async list(category) {
    const page = await api(`${this.api('memories')}?category=${category}&status=ACTIVE&size=100`);
    const entries = page.items.filter((entry) => entry.kind === 'DURABLE');
    const body = this.category(category).querySelector('tbody');
    fillRows(body, entries.map((entry) => [entry.content, entry.subject || '', entry.author, this.actions(entry)]),
      entries.map((entry) => entry.id));
    this.category(category).dataset.count = entries.length;
  }

  category(name) { return this.shadowRoot.querySelector(`section[data-category="${name}"]`); }

  actions(entry) {
    const span = document.createElement('span');
    if (!canEdit(this.workspaceRole)) return span;
    span.append(button('Edit', 'edit', () => this.edit(entry)), button('Forget', 'forget', () => this.forget(entry)));
    return span;
  }

  async add(section) {
    const text = section.querySelector('[name=content]');
    const subject = section.querySelector('[name=subject]');
    const stored = await this.attempt(() => this.remember(section.dataset.category, text.value, subject.value));
    if (!stored) return;
    text.value = '';
    subject.value = '';
    await this.attempt(() => this.list(section.dataset.category));
  }

  /** Replaces the entry's row with a text box; Save stores the new text as described at the top. */
  edit(entry) {
    const row = this.category(entry.category).querySelector(`tr[data-id="${CSS.escape(entry.id)}"]`);
    const text = Object.assign(document.createElement('textarea'), { value: entry.content, rows: 2, name: 'edit' });
    const save = button('Save', 'save', async () => {
      const done = await this.attempt(async () => {
        const stored = await this.remember(entry.category, text.value, entry.subject || '');
        // An unchanged text reinforces the entry itself, which must then stay.
        if (!entry.subject && stored.id !== entry.id) await api(`${this.api('memories')}/${encodeURIComponent(entry.id)}?reason=edited`, { method: 'DELETE' });
        return true;
      });
      if (done) await this.attempt(() => this.list(entry.category));
    });
    const cell = document.createElement('td');
    cell.colSpan = 4;
    cell.append(text, save, button('Cancel', 'cancel', () => this.attempt(() => this.list(entry.category))));
    row.replaceChildren(cell);
  }

  async forget(entry) {
    await this.attempt(async () => {
      await api(`${this.api('memories')}/${encodeURIComponent(entry.id)}?reason=forgotten%20in%20the%20memory%20editor`,
        { method: 'DELETE' });
      await this.list(entry.category);
    });
  }

  /**
   * A durable statement the user makes and approves, through the Remember node like any other write. Remember
   * cannot tell a person from an agent, so a task, tool or output instruction comes back waiting for approval:
   * the steward who typed it here approves it with the human action of the memory API.
   */
  async remember(category, content, subject) {
    const input = { content, kind: 'DURABLE', category, approved: true, source: { type: 'USER_STATEMENT' } };
    if (subject.trim()) input.subject = subject.trim();
    const { output } = await api('api/nodes/remember/execute', { method: 'POST', body: { workspace: this.workspace, input } });
    // Quarantined entries are never recalled: for a steering category that is a refusal.
    if (output.status === 'QUARANTINED') throw new Error('Quarantined: the screen took this text for an untrusted instruction.');
    if (output.status === 'PENDING_APPROVAL') {
      await api(`${this.api('memories')}/${encodeURIComponent(output.id)}/approve`, { method: 'POST' });
    }
    return output;
  }

  sourcesChanged(id) { this.attempt(() => this.loadSources(id)); }

  async loadSources(selected) {
    const select = this.$('[name=source]');
    const keep = selected || select.value;
    const sources = (await api(`${this.api('data-sources')}`)).filter((source) => source.lastProfiledAt);
    select.replaceChildren(new Option('— a profiled data source —', ''),
      ...sources.map((source) => new Option(source.name, source.id, false, source.id === keep)));
    this.sources = sources;
    await this.showSchema();
  }

  async showSchema() {
    const source = this.sources?.find(({ id }) => id === this.$('[name=source]').value);
    this.$('.profile').hidden = true;
    if (!source) return;
    await this.attempt(async () => {
      showProfile(this.$('.profile'), source, await api(`${this.api('data-sources')}/${encodeURIComponent(source.id)}/profile`));
    });
  }

  attempt(action) { return attempt(action, this.$('.problem')); }
}

function section(category, title, hint) {
  const element = document.createElement('section');
  element.dataset.category = category;
  element.innerHTML = `<h3></h3><p class="note"></p>
    <table><thead><tr><th>Entry</th><th>Subject</th><th>By</th><th></th></tr></thead><tbody></tbody></table>
    <div class="compose">
      <textarea name="content" rows="2"></textarea>
      <div class="row"><input name="subject" placeholder="subject (optional, e.g. report.decimals)">
        <button type="button" class="add">Add</button></div>
    </div>`;
  element.querySelector('h3').textContent = title;
  element.querySelector('.note').textContent = hint;
  element.querySelector('[name=content]').placeholder = hint;
  return element;
}

customElements.define('mnemos-memory-editor', MnemosMemoryEditor);
