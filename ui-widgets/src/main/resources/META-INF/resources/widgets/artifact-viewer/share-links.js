// <mnemos-share-links workspace artifact>: the viewer header's Share panel, for stewards and owners. Creates a
// read-only link to the published dashboard that works without an account until it expires (the days asked
// for) or is revoked; its address holds the link's key and is shown this once, to copy. Lists the links
// (never their addresses: the server keeps only a hash of each key) and revokes them.
import { api, attempt } from '../api.js';
import { button, fillRows } from '../shared/dom.js';
import { WIDGET_CSS, WorkspaceWidget } from '../shared/workspace-widget.js';
import { moment } from './freshness.js';

const template = document.createElement('template');
template.innerHTML = `
<style>${WIDGET_CSS}
  :host { border: 0; padding: 0; background: none; }
  summary { cursor: pointer; }
  input[name=days] { width: 4.5rem; }
  input[name=url] { flex: 1; min-width: 16rem; font: .8rem ui-monospace, monospace; }
</style>
<details class="share">
  <summary>Share</summary>
  <p class="problem" role="alert" hidden></p>
  <div class="row">
    <label>Link expires in <input type="number" name="days" min="1" max="90" value="30" required> days</label>
    <button type="button" data-action="create-link">Create link</button>
  </div>
  <div class="created" hidden>
    <p class="note" id="once">Copy this address now: it is shown this once. Anyone holding it sees this dashboard, without an account, until it expires or you revoke it.</p>
    <div class="row">
      <input name="url" readonly aria-label="The new link's address" aria-describedby="once">
      <button type="button" data-action="copy-link">Copy</button>
    </div>
  </div>
  <table class="links">
    <caption class="note">Links of this dashboard</caption>
    <thead><tr><th>Created</th><th>By</th><th>Expires</th><th>Last opened</th><th>Shows</th><th></th></tr></thead>
    <tbody></tbody>
  </table>
</details>`;

class MnemosShareLinks extends WorkspaceWidget {
  static get observedAttributes() { return ['workspace', 'artifact']; }

  constructor() {
    super(template);
    this.$('[data-action=create-link]').addEventListener('click', () => this.run(() => this.create()));
    this.$('[data-action=copy-link]').addEventListener('click', () => this.copy());
  }

  get url() { return `${this.api('artifacts')}/${encodeURIComponent(this.getAttribute('artifact'))}/share-links`; }

  clear() {
    this.$('.created').hidden = true;
    this.$('[name=url]').value = '';
  }

  load() {
    if (this.getAttribute('artifact')) this.run(() => this.list());
  }

  async list() {
    const links = await api(this.url);
    fillRows(this.$('.links tbody'), links.map((link) => [
      moment(new Date(link.createdAt)), link.createdBy,
      link.expired ? 'expired' : moment(new Date(link.expiresAt)),
      link.lastUsedAt ? moment(new Date(link.lastUsedAt)) : 'never',
      link.versionPolicy === 'PINNED' ? `v${link.version}` : 'latest version',
      this.revokeButton(link),
    ]), links.map(({ id }) => id));
    this.dataset.count = links.length;
  }

  revokeButton(link) {
    const revoke = button('Revoke', 'revoke-link', () => this.run(async () => {
      await api(`${this.url}/${encodeURIComponent(link.id)}`, { method: 'DELETE' });
      await this.list();
    }));
    revoke.setAttribute('aria-label', `Revoke the link ${link.createdBy} created ${moment(new Date(link.createdAt))}`);
    return revoke;
  }

  async create() {
    const days = Number(this.$('[name=days]').value);
    const created = await api(this.url, { method: 'POST', body: { expiresInDays: days } });
    this.$('[name=url]').value = created.url;
    this.$('.created').hidden = false;
    this.$('[name=url]').select();
    await this.list();
  }

  /** The clipboard needs a secure context (https or localhost); elsewhere the address stays selected to copy by hand. */
  async copy() {
    const field = this.$('[name=url]');
    field.select();
    try {
      await navigator.clipboard.writeText(field.value);
    } catch {
      document.execCommand?.('copy');
    }
  }

  run(action) { return attempt(action, this.$('.problem')); }
}

customElements.define('mnemos-share-links', MnemosShareLinks);
