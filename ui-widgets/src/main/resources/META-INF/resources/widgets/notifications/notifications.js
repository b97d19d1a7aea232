// <mnemos-notifications workspace="…" artifact="…">: the mails and threshold alerts of one published dashboard.
// Anyone who can read it subscribes their own address (on a cron or after every refresh) and sees their
// subscriptions with how the last delivery went; stewards and owners see every subscription, subscribe lists of
// addresses, define alerts on the spec's KPIs and remove them. Everyone sees the alerts' states and events.
import { api, attempt } from '../api.js';
import { WIDGET_CSS, WorkspaceWidget } from '../shared/workspace-widget.js';
import { button, fillRows } from '../shared/dom.js';
import { canEdit, roleIn } from '../shared/workspace-role.js';

const template = document.createElement('template');
template.innerHTML = `
<style>
  ${WIDGET_CSS}
  form { display: grid; grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr)); gap: .4rem 1rem; margin: .4rem 0; }
  .field { display: flex; flex-direction: column; font-size: .85rem; }
  .field.check { flex-direction: row; gap: .4rem; align-items: center; }
  .field .error { color: #b3261e; font-size: .75rem; }
  .field.invalid input, .field.invalid select { border-color: #b3261e; }
  .failed { color: #b3261e; }
  .firing { color: #b3261e; font-weight: 600; }
</style>
<h3>Mail subscriptions</h3>
<p class="note choose">Pick a dashboard to see its subscriptions and alerts.</p>
<p class="problem" role="alert" hidden></p>
<div class="scroll"><table class="subscriptions" aria-label="Subscriptions"><thead><tr>
  <th>Recipients</th><th>When</th><th>Last delivery</th><th></th>
</tr></thead><tbody></tbody></table></div>
<form class="subscribe" novalidate aria-label="Subscribe">
  <label class="field" data-pointer="/recipients">Addresses (yours; a steward may list several, comma-separated)
    <input name="recipients" type="text" autocomplete="email" placeholder="you@example.com"><span class="error"></span></label>
  <label class="field check" data-pointer="/afterRefresh"><input type="checkbox" name="afterRefresh" checked>
    After every refresh<span class="error"></span></label>
  <label class="field" data-pointer="/cron">Or on a cron (minute hour day month weekday)
    <input name="cron" placeholder="0 7 * * 1" autocomplete="off"><span class="error"></span></label>
  <label class="field" data-pointer="/zone">Time zone of the cron
    <input name="zone" autocomplete="off"><span class="error"></span></label>
</form>
<div class="row"><button type="button" class="subscribe-button">Subscribe</button></div>
<h3>Threshold alerts</h3>
<div class="scroll"><table class="alerts" aria-label="Alerts"><thead><tr>
  <th>KPI</th><th>Condition</th><th>State</th><th>Tells</th><th></th>
</tr></thead><tbody></tbody></table></div>
<section class="alert-editor" hidden>
  <form class="define" novalidate aria-label="Define an alert">
    <label class="field" data-pointer="/kpi">KPI id<input name="kpi" autocomplete="off"><span class="error"></span></label>
    <label class="field" data-pointer="/condition">Condition<select name="condition">
      <option value="ABOVE">above</option><option value="BELOW">below</option>
      <option value="CHANGE_PERCENT">changes by more than (%)</option><option value="SPEC_BAND">in the spec's band of colour</option>
    </select><span class="error"></span></label>
    <label class="field" data-pointer="/threshold">Value or percentage<input name="threshold" inputmode="decimal"><span class="error"></span></label>
    <label class="field" data-pointer="/colour">Band colour (for a band)<input name="colour"><span class="error"></span></label>
    <label class="field" data-pointer="/recipients">Mail addresses (comma-separated)<input name="recipients"><span class="error"></span></label>
    <label class="field" data-pointer="/webhookUrl">Webhook URL (optional)<input name="webhookUrl" type="url"><span class="error"></span></label>
    <label class="field" data-pointer="/webhookSecretRef">Signing secret (credential name)<input name="webhookSecretRef"><span class="error"></span></label>
  </form>
  <div class="row"><button type="button" class="define-button">Define alert</button></div>
</section>
<h3>Alert events</h3>
<div class="scroll"><table class="events" aria-label="Alert events"><thead><tr>
  <th>When</th><th>KPI</th><th>State</th><th>Value (before)</th><th>Notices</th>
</tr></thead><tbody></tbody></table></div>`;

class MnemosNotifications extends WorkspaceWidget {
  static get observedAttributes() { return ['workspace', 'artifact']; }

  constructor() {
    super(template);
    this.$('[name=zone]').value = Intl.DateTimeFormat().resolvedOptions().timeZone;
    this.$('.subscribe-button').addEventListener('click', () => this.subscribe());
    this.$('.define-button').addEventListener('click', () => this.define());
  }

  get artifact() { return this.getAttribute('artifact'); }

  part(path) { return this.api(`artifacts/${encodeURIComponent(this.artifact)}/${path}`); }

  clear() {
    for (const body of this.shadowRoot.querySelectorAll('tbody')) body.replaceChildren();
    this.$('.alert-editor').hidden = true;
    this.$('.choose').hidden = false;
  }

  async load() {
    if (!this.artifact) return;
    this.$('.choose').hidden = true;
    await this.attempt(async () => {
      this.editable = canEdit(await roleIn(this.workspace));
      this.$('.alert-editor').hidden = !this.editable;
      await this.list();
    });
  }

  async list() {
    const [subscriptions, alerts, events] = await Promise.all(
      ['subscriptions', 'alerts', 'alert-events'].map((path) => api(this.part(path))));
    fillRows(this.$('.subscriptions tbody'), subscriptions.map((s) => [
      s.recipients.join(', '),
      [s.cron ? `${s.cron} (${s.zone})` : '', s.afterRefresh ? 'after every refresh' : ''].filter(Boolean).join(' and '),
      delivery(s),
      button('Remove', 'unsubscribe', () => this.change(this.part(`subscriptions/${s.id}`), 'DELETE')),
    ]), subscriptions.map((s) => s.id));
    fillRows(this.$('.alerts tbody'), alerts.map((a) => [
      a.kpi,
      `${a.condition} ${a.threshold ?? a.colour ?? ''}`,
      state(a.state, a.lastValue),
      [...(a.recipients ?? []), a.webhookUrl].filter(Boolean).join(', '),
      this.editable ? button('Remove', 'remove-alert', () => this.change(this.part(`alerts/${a.id}`), 'DELETE')) : '',
    ]), alerts.map((a) => a.id));
    fillRows(this.$('.events tbody'), events.map((e) => [
      new Date(e.occurredAt).toLocaleString(), e.kpi, state(e.state), `${e.value ?? '—'} (${e.previousValue ?? '—'})`,
      [e.mail, e.webhook].filter(Boolean).join(' · '),
    ]), events.map((e) => e.id));
    this.dataset.subscriptions = String(subscriptions.length); // for pages and tests
    this.dataset.alerts = String(alerts.length);
  }

  subscribe() {
    const form = this.$('.subscribe').elements;
    const cron = form.cron.value.trim();
    return this.change(this.part('subscriptions'), 'POST', {
      recipients: addresses(form.recipients.value), afterRefresh: form.afterRefresh.checked,
      cron: cron || null, zone: cron ? form.zone.value : null }, this.$('.subscribe'));
  }

  define() {
    const form = this.$('.define').elements;
    return this.change(this.part('alerts'), 'POST', {
      kpi: form.kpi.value, condition: form.condition.value, threshold: form.threshold.value || null,
      colour: form.colour.value || null, recipients: addresses(form.recipients.value),
      webhookUrl: form.webhookUrl.value || null, webhookSecretRef: form.webhookSecretRef.value || null }, this.$('.define'));
  }

  /** Sends a change and lists everything again; a problem is shown at its fields. */
  change(path, method, body, form) {
    return this.attempt(async () => {
      await api(path, { method, body });
      await this.list();
      return true;
    }, form ? { form } : {});
  }

  attempt(action, options = {}) { return attempt(action, this.$('.problem'), options); }
}

function addresses(text) { return text.split(',').map((a) => a.trim()).filter(Boolean); }

function delivery(subscription) {
  const span = document.createElement('span');
  span.className = subscription.deliveryStatus === 'FAILED' ? 'failed' : '';
  span.textContent = subscription.deliveryStatus === 'FAILED'
    ? `failed after ${subscription.attempts} attempts: ${subscription.lastError}`
    : subscription.deliveryStatus === 'SENT' ? `sent ${new Date(subscription.lastSentAt).toLocaleString()}` : 'nothing sent yet';
  return span;
}

function state(value, last) {
  const span = document.createElement('span');
  span.className = value === 'FIRING' ? 'firing' : '';
  span.textContent = value.toLowerCase() + (last !== undefined && last !== null ? ` (last ${last})` : '');
  return span;
}

customElements.define('mnemos-notifications', MnemosNotifications);
