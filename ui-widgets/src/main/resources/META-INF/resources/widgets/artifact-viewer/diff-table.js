// A diff as the server computes it ({from, to, unified, rows}): the side-by-side rows as a two-column
// table, changed lines marked by their tag, and the unified text folded away below.
import { fillRows } from '../shared/dom.js';

export const DIFF_CSS = `
  .diff table { border-collapse: collapse; width: 100%; table-layout: fixed; font: .75rem ui-monospace, monospace; }
  .diff td { white-space: pre-wrap; word-break: break-all; padding: 0 .3rem; border-bottom: 0; vertical-align: top; }
  .diff tr.INSERT td:last-child, .diff tr.CHANGE td:last-child { background: #e6f4ea; }
  .diff tr.DELETE td:first-child, .diff tr.CHANGE td:first-child { background: #fce8e6; }
  .diff pre { font-size: .75rem; background: #f6f8fb; padding: .5rem; overflow: auto; }`;

/** Shows diff in container (a .diff with a caption, a table body and a pre); equal states say so. */
export function showDiff(container, diff, caption = `${label(diff.from)} ↔ ${label(diff.to)}`) {
  container.querySelector('.diff-caption').textContent = diff.unified ? caption : `${caption}: no difference`;
  const body = container.querySelector('tbody');
  fillRows(body, diff.rows.map(({ left, right }) => [left ?? '', right ?? '']));
  diff.rows.forEach(({ tag }, index) => { body.rows[index].className = tag; });
  container.querySelector('pre').textContent = diff.unified;
  container.dataset.changes = diff.rows.filter(({ tag }) => tag !== 'EQUAL').length;
  container.hidden = false;
}

const label = (state) => (state === 'draft' ? 'your draft' : `v${state}`);
