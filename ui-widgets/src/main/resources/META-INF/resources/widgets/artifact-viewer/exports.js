// The viewer's exports of the published version on screen: the dashboard as a PDF or a PNG that the server
// draws with the page's figures, and the data of one KPI, chart or table as CSV (a program's: its rows).
// Files are fetched with the bearer token (never in a URL) and handed to the browser as a download.
import { api, download } from '../api.js';

export const EXPORTS_HTML = `
<div class="row exports" role="group" aria-label="Export this version" hidden>
  <button type="button" data-export="pdf">Export PDF</button>
  <button type="button" data-export="png">Export PNG</button>
  <label>Data of <select name="export-item"></select></label>
  <button type="button" data-export="csv">Export CSV</button>
</div>`;

/** Offers the exports of version {@code number}: its items (from its content) in the CSV picker. */
export async function offerExports(root, url, number, form) {
  const bar = root.querySelector('.exports');
  const items = form === 'PROGRAM' ? [['rows', 'Its rows']] : itemsOf((await api(`${url}/versions/${number}`)).content);
  root.querySelector('[name=export-item]').replaceChildren(...items.map(([id, title]) => new Option(title, id)));
  for (const kind of ['pdf', 'png']) bar.querySelector(`[data-export=${kind}]`).hidden = form === 'PROGRAM';
  bar.querySelector('[data-export=csv]').disabled = !items.length;
  bar.dataset.version = number;
  bar.hidden = false;
}

export function hideExports(root) {
  root.querySelector('.exports').hidden = true;
}

/** Downloads the export {@code kind} (pdf, png or csv) of the version the bar offers. */
export async function exportFile(root, url, kind, filters) {
  const bar = root.querySelector('.exports');
  const version = `${url}/versions/${bar.dataset.version}`;
  const item = encodeURIComponent(root.querySelector('[name=export-item]').value);
  // the viewer's filters (f.<field>=… as in the address): the file shows what the page shows
  const query = filters ? `${kind === 'csv' ? '?' : '&'}${filters}` : '';
  const { blob, name } = await download(kind === 'csv'
    ? `${version}/items/${item}/data.csv${query}` : `${version}/export?format=${kind}${query}`);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 60000);
}

/** A spec's KPIs, charts and tables as [id, "Kind: title"], in the spec's order. */
function itemsOf(content) {
  const spec = JSON.parse(content);
  return [['kpis', 'KPI'], ['charts', 'Chart'], ['tables', 'Table']]
    .flatMap(([member, kind]) => (spec[member] || []).map(({ id, title }) => [id, `${kind}: ${title}`]));
}
