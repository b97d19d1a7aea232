// <mnemos-node-palette src="api/nodes">: one card per node of the catalog, with its icon,
// name, description and availability. Plain custom element; talks to the REST API only.
const template = document.createElement('template');
template.innerHTML = `
<style>
  :host { display: block; }
  .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); gap: 1rem; }
  .card { background: #fff; border: 1px solid var(--mn-line, #d9dee8); border-radius: .5rem; padding: 1rem;
          display: flex; flex-direction: column; gap: .5rem; }
  .card[data-available="false"] { opacity: .7; }
  .card { cursor: pointer; }
  .card:focus, .card:hover { border-color: var(--mn-accent, #2f6fde); }
  .head { display: flex; align-items: center; gap: .5rem; }
  .icon { width: 1.75rem; height: 1.75rem; color: var(--mn-accent, #2f6fde); flex: none; }
  .icon svg { width: 100%; height: 100%; }
  h3 { margin: 0; font-size: 1.05rem; }
  p { margin: 0; color: var(--mn-muted, #5b6577); font-size: .9rem; line-height: 1.35; }
  .badge { font-size: .75rem; border-radius: 1rem; padding: .1rem .6rem; align-self: flex-start; }
  .badge.on { background: #e3f4ea; color: var(--mn-ok, #1f8a4c); }
  .badge.off { background: #eceff4; color: var(--mn-off, #9aa3b2); }
  .error { color: #b3261e; }
</style>
<div class="grid" part="grid"></div>`;

class MnemosNodePalette extends HTMLElement {
  static get observedAttributes() { return ['src']; }

  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).appendChild(template.content.cloneNode(true));
    this.grid = this.shadowRoot.querySelector('.grid');
  }

  connectedCallback() { this.load(); }

  // Initial attributes are handled by connectedCallback; reload only when src really changes.
  attributeChangedCallback(name, oldValue, newValue) {
    if (this.isConnected && oldValue !== null && oldValue !== newValue) this.load();
  }

  async load() {
    const src = this.getAttribute('src') || 'api/nodes';
    try {
      const response = await fetch(src, { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`The node catalog answered ${response.status}`);
      this.render(await response.json());
    } catch (error) {
      this.grid.innerHTML = '';
      const message = document.createElement('p');
      message.className = 'error';
      message.textContent = `Could not load the node catalog: ${error.message}`;
      this.grid.appendChild(message);
    }
  }

  render(nodes) {
    this.grid.replaceChildren(...nodes.map((node) => this.card(node)));
    this.dispatchEvent(new CustomEvent('mnemos-palette-loaded', { detail: { count: nodes.length } }));
  }

  card(node) {
    const card = document.createElement('article');
    card.className = 'card';
    card.dataset.nodeId = node.id;
    card.dataset.available = String(node.available);
    card.draggable = node.available;
    card.tabIndex = 0;
    card.addEventListener('dragstart', (event) => event.dataTransfer.setData('application/x-mnemos-node', node.id));
    // Selecting a card tells the page (e.g. <mnemos-node-runner>) which node to work with.
    const select = () => this.dispatchEvent(new CustomEvent('mnemos-node-selected',
      { bubbles: true, composed: true, detail: { id: node.id } }));
    card.addEventListener('click', select);
    card.addEventListener('keydown', (event) => { if (event.key === 'Enter') select(); });

    const head = document.createElement('div');
    head.className = 'head';
    const icon = document.createElement('span');
    icon.className = 'icon';
    icon.setAttribute('aria-hidden', 'true');
    // The icon is the catalog's own SVG; parse it as SVG so that no script can ride along.
    const svg = new DOMParser().parseFromString(node.icon, 'image/svg+xml').documentElement;
    if (svg.nodeName === 'svg') icon.appendChild(document.importNode(svg, true));
    const name = document.createElement('h3');
    name.textContent = node.displayName;
    head.append(icon, name);

    const description = document.createElement('p');
    description.textContent = node.description;
    const badge = document.createElement('span');
    badge.className = `badge ${node.available ? 'on' : 'off'}`;
    badge.textContent = node.available ? 'Available' : 'Coming soon';

    card.append(head, description, badge);
    return card;
  }
}

customElements.define('mnemos-node-palette', MnemosNodePalette);
