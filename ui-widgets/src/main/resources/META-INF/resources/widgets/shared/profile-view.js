// A data source's profile as a table: per column its type, empty values, distinct count, range, mean and
// spread, and the catalog of a categorical — with the row count and the tokens its prompt text costs.
// Used where the profile is shown (the data-sources panel, the memory editor's data schema).
import { fillRows } from './dom.js';

const HEAD = ['Column', 'Type', 'Nulls', 'Distinct', 'Min', 'Max', 'Mean', 'Std', 'Values'];

/** Fills section (with .result-title, .result-note and a table with thead/tbody) and shows it. */
export function showProfile(section, source, profile, memory) {
  section.querySelector('.result-title').textContent = `Profile of ${source.name}`;
  const remembered = memory ? ` · memory: ${memory.status || `${memory.error}: ${memory.detail}`}` : '';
  const note = section.querySelector('.result-note');
  note.textContent = `${profile.rowCount} rows · ${profile.columns.length} columns · ${profile.tokens} tokens`
    + ` · fingerprint ${profile.fingerprint.slice(0, 12)}…${remembered}`;
  note.dataset.tokens = profile.tokens;
  const head = document.createElement('tr');
  head.append(...HEAD.map((text) => Object.assign(document.createElement('th'), { textContent: text })));
  section.querySelector('thead').replaceChildren(head);
  fillRows(section.querySelector('tbody'), profile.columns.map((column) => [
    column.name, column.type, column.nulls, `${column.distinct}${column.distinctExact ? '' : ' ≈'}`,
    column.min, column.max, rounded(column.mean), rounded(column.std), catalog(column),
  ]), profile.columns.map((column) => column.name));
  section.hidden = false;
}

const rounded = (value) => (value == null ? '' : Number(value.toFixed(2)).toLocaleString());

// The most frequent values only, so that a wide catalog (countries, vendors) keeps its row one line high.
const SHOWN_VALUES = 5;

function catalog(column) {
  if (!column.values?.length) return '';
  const shown = column.values.slice(0, SHOWN_VALUES).map(({ value, count }) => `${value} (${count})`).join(', ');
  return column.values.length > SHOWN_VALUES || !column.valuesComplete ? `${shown}, …` : shown;
}
