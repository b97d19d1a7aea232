// <mnemos-schedule-editor workspace="…" artifact="…">: the recurring refreshes of one artifact. Lists its
// schedules (when, next fire, paused and why, the last run), and lets stewards and owners create and edit
// one — cron and IANA zone, shown in words with the next five fires from the server's preview (the very
// fires the scheduler will run, daylight saving included) — pause, resume and remove it, and set the
// publish flag and the webhook (URL and the name of the credential that signs it, never a secret).
import { api, attempt } from '../api.js';
import { WIDGET_CSS, WorkspaceWidget } from '../shared/workspace-widget.js';
import { button, fillRows } from '../shared/dom.js';
import { canEdit, roleIn } from '../shared/workspace-role.js';

const PREVIEW_DELAY_MS = 250;

const template = document.createElement('template');
template.innerHTML = `
<style>
  ${WIDGET_CSS}
  form { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: .4rem 1rem; }
  .field { display: flex; flex-direction: column; font-size: .85rem; }
  .field.check { flex-direction: row; gap: .4rem; align-items: center; }
  .field .error { color: #b3261e; font-size: .75rem; }
  .field.invalid input, .field.invalid select { border-color: #b3261e; }
  .preview { margin: .4rem 0; font-size: .85rem; }
  .preview ol { margin: .2rem 0 0 1.2rem; padding: 0; }
  .paused { color: #8a5a00; }
</style>
<h3>Refresh schedules</h3>
<p class="note choose">Pick a dashboard to see its schedules.</p>
<p class="problem" role="alert" hidden></p>
<div class="scroll"><table class="schedules"><thead><tr>
  <th>When</th><th>Next fire</th><th>State</th><th>Last run</th><th></th>
</tr></thead><tbody></tbody></table></div>
<section class="editor" hidden>
  <h3 class="form-title">New schedule</h3>
  <form novalidate>
    <label class="field" data-pointer="/cron">Cron (minute hour day month weekday)
      <input name="cron" value="0 7 * * 1" autocomplete="off"><span class="error"></span></label>
    <label class="field" data-pointer="/zone">Time zone
      <select name="zone"></select><span class="error"></span></label>
    <label class="field check" data-pointer="/publish"><input type="checkbox" name="publish">
      Publish each refreshed version<span class="error"></span></label>
    <label class="field check" data-pointer="/enabled"><input type="checkbox" name="enabled" checked>
      Enabled<span class="error"></span></label>
    <label class="field" data-pointer="/webhookUrl">Webhook URL (optional)
      <input name="webhookUrl" type="url" placeholder="https://hooks.example.com/mnemos"><span class="error"></span></label>
    <label class="field" data-pointer="/webhookSecretRef">Signing secret (credential name)
      <input name="webhookSecretRef" placeholder="ops-webhook"><span class="error"></span></label>
  </form>
  <div class="preview" aria-live="polite"><strong class="description"></strong><ol class="next"></ol></div>
  <div class="row"><button type="button" class="save">Create schedule</button>
    <button type="button" class="new" hidden>New schedule</button><span class="note saved" hidden>Saved.</span></div>
</section>`;

class MnemosScheduleEditor extends WorkspaceWidget {
  static get observedAttributes() { return ['workspace', 'artifact']; }

  constructor() {
    super(template);
    const offered = zones();
    const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
    this.$('[name=zone]').append(...offered.map((zone) => new Option(zone, zone)));
    this.$('[name=zone]').value = offered.includes(local) ? local : 'UTC';
    this.$('form').addEventListener('input', () => this.previewSoon());
    this.$('.save').addEventListener('click', () => this.save());
    this.$('.new').addEventListener('click', () => this.edit(null));
  }

  get artifact() { return this.getAttribute('artifact'); }

  get base() { return this.api(`artifacts/${encodeURIComponent(this.artifact)}/schedules`); }

  clear() {
    this.$('.schedules tbody').replaceChildren();
    this.$('.editor').hidden = true;
    this.$('.choose').hidden = false;
  }

  async load() {
    if (!this.artifact) return;
    this.$('.choose').hidden = true;
    await this.attempt(async () => {
      this.editable = canEdit(await roleIn(this.workspace));
      this.$('.editor').hidden = !this.editable;
      await this.list();
      if (this.editable && !this.editing) await this.preview();
    });
  }

  async list() {
    const schedules = await api(this.base);
    fillRows(this.$('.schedules tbody'), schedules.map((s) => [
      `${s.description} (${s.cron}, ${s.zone})${s.publish ? ' · publishes' : ''}`,
      s.nextFire ? new Date(s.nextFire).toLocaleString(undefined, { timeZone: s.zone, timeZoneName: 'short' }) : '—',
      s.enabled ? 'enabled' : paused(s.pausedReason),
      s.lastStatus ? `${s.lastStatus}${s.lastErrorCode ? ` ${s.lastErrorCode}` : ''} · ${s.consecutiveFailures} failed in a row` : 'not run yet',
      this.editable ? this.actions(s) : '',
    ]), schedules.map((s) => s.id));
    this.dataset.schedules = String(schedules.length); // for pages and tests
  }

  actions(schedule) {
    const cell = document.createElement('span');
    cell.append(
      button('Edit', 'edit', () => this.edit(schedule)),
      button(schedule.enabled ? 'Pause' : 'Resume', schedule.enabled ? 'pause' : 'resume',
        () => this.change(`${this.base}/${schedule.id}`, 'PATCH', { enabled: !schedule.enabled })),
      button('Remove', 'remove', () => this.change(`${this.base}/${schedule.id}`, 'DELETE')),
    );
    return cell;
  }

  edit(schedule) {
    this.editing = schedule?.id ?? null;
    const form = this.$('form').elements;
    form.cron.value = schedule?.cron ?? '0 7 * * 1';
    form.zone.value = schedule?.zone ?? form.zone.value;
    form.publish.checked = schedule?.publish ?? false;
    form.enabled.checked = schedule?.enabled ?? true;
    form.webhookUrl.value = schedule?.webhookUrl ?? '';
    form.webhookSecretRef.value = schedule?.webhookSecretRef ?? '';
    this.$('.form-title').textContent = schedule ? 'Edit schedule' : 'New schedule';
    this.$('.save').textContent = schedule ? 'Save schedule' : 'Create schedule';
    this.$('.new').hidden = !schedule;
    this.preview();
  }

  previewSoon() {
    clearTimeout(this.previewTimer);
    this.previewTimer = setTimeout(() => this.preview(), PREVIEW_DELAY_MS);
  }

  /** The cron in words and its next five fires in the zone, as the server will run them. */
  async preview() {
    const { cron, zone } = this.$('form').elements;
    const query = `cron=${encodeURIComponent(cron.value)}&zone=${encodeURIComponent(zone.value)}`;
    const shown = await this.attempt(() => api(`api/schedules/preview?${query}`), { form: this.$('form') });
    this.$('.description').textContent = shown ? shown.description : '';
    this.$('.next').replaceChildren(...(shown?.next ?? []).map((fire) => {
      const li = document.createElement('li');
      li.textContent = fire;
      li.title = new Date(fire).toLocaleString();
      return li;
    }));
  }

  async save() {
    const form = this.$('form').elements;
    const body = { cron: form.cron.value, zone: form.zone.value, publish: form.publish.checked,
      enabled: form.enabled.checked, webhookUrl: form.webhookUrl.value || null,
      webhookSecretRef: form.webhookSecretRef.value || null };
    const saved = this.editing
      ? await this.change(`${this.base}/${this.editing}`, 'PUT', body)
      : await this.change(this.base, 'POST', body);
    this.$('.saved').hidden = !saved;
    if (saved) this.edit(null);
  }

  /** Sends a change and lists the schedules again; the problem, if any, is shown at its fields. */
  change(path, method, body) {
    return this.attempt(async () => {
      const answer = await api(path, { method, body });
      await this.list();
      this.dispatchEvent(new CustomEvent('mnemos-schedules-changed', { bubbles: true, composed: true,
        detail: { workspace: this.workspace, artifact: this.artifact } }));
      return answer ?? true;
    }, { form: this.$('form') });
  }

  attempt(action, options = {}) { return attempt(action, this.$('.problem'), options); }
}

function paused(reason) {
  const span = document.createElement('span');
  span.className = 'paused';
  span.textContent = `paused${reason ? `: ${reason}` : ''}`;
  return span;
}

/** The browser's IANA zones; UTC is not always among them. */
function zones() {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes('UTC') ? all : ['UTC', ...all];
}

customElements.define('mnemos-schedule-editor', MnemosScheduleEditor);
