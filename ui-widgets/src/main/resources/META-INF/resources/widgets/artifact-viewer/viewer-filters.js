// The viewer filters of a published dashboard, outside its sandboxed frame: a group of checkboxes per values
// filter and a first/last day pair per date range, each with its label. The selection is a query string of
// f.<field> parameters, the one the server reads (?f.Ship%20Mode=First%20Class&f.Order%20Date=2024-01-01..);
// the viewer keeps it in its filters attribute, so the address carries it and back restores it.

export const FILTERS_CSS = `
  .viewer-filters { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: flex-end; margin: .25rem 0 .5rem; }
  .viewer-filters fieldset { border: 1px solid var(--mn-line, #d9dee8); border-radius: .3rem; padding: .2rem .5rem; margin: 0; }
  .viewer-filters legend { font-size: .8rem; color: var(--mn-muted, #5b6577); }
  .viewer-filters label { font-size: .85rem; margin-right: .5rem; white-space: nowrap; }
`;

const PREFIX = 'f.';

/** The selection of query string `filters` (without '?') as field → values (a range as one 'first..last'). */
export function selectionOf(filters) {
  const selection = new Map();
  for (const [name, value] of new URLSearchParams(filters ?? '')) {
    if (!name.startsWith(PREFIX)) continue;
    const field = name.slice(PREFIX.length);
    selection.set(field, [...(selection.get(field) ?? []), value]);
  }
  return selection;
}

/**
 * Fills form with one control per filter, set to `filters` (absent: each filter's default), and calls
 * onChange(query string) when the viewer changes one.
 */
export function showFilters(form, viewerFilters, filters, onChange) {
  const selection = selectionOf(filters);
  form.replaceChildren(...viewerFilters.map((filter, index) => control(filter, index, selection)));
  form.hidden = viewerFilters.length === 0;
  form.onchange = () => onChange(queryOf(form, viewerFilters));
}

function control(filter, index, selection) {
  const set = document.createElement('fieldset');
  set.dataset.field = filter.field;
  set.append(Object.assign(document.createElement('legend'), { textContent: filter.label }));
  const picked = selection.has(filter.field) ? selection.get(filter.field) : filter.initial ?? [];
  if (filter.kind === 'dateRange') {
    const [first = '', last = ''] = picked.length === 1 ? picked[0].split('..') : picked;
    set.append(day(`${filter.label}: from`, 'first', first, filter), day(`${filter.label}: to`, 'last', last, filter));
    return set;
  }
  filter.values.forEach((value, i) => {
    const box = Object.assign(document.createElement('input'), { type: 'checkbox', value, id: `vf-${index}-${i}` });
    box.checked = picked.includes(value);
    const label = Object.assign(document.createElement('label'), { htmlFor: box.id });
    label.append(box, ` ${value}`);
    set.append(label);
  });
  return set;
}

function day(label, end, value, filter) {
  const input = Object.assign(document.createElement('input'), { type: 'date', value, name: end });
  if (filter.first) input.min = filter.first;
  if (filter.last) input.max = filter.last;
  input.setAttribute('aria-label', label);
  return input;
}

/** The form's selection as the query string the server reads; a filter left empty is sent empty (every row). */
function queryOf(form, viewerFilters) {
  const query = new URLSearchParams();
  for (const filter of viewerFilters) {
    const set = [...form.querySelectorAll('fieldset')].find((element) => element.dataset.field === filter.field);
    const name = PREFIX + filter.field;
    if (filter.kind === 'dateRange') {
      const first = set.querySelector('[name=first]').value;
      const last = set.querySelector('[name=last]').value;
      query.append(name, first || last ? `${first}..${last}` : '');
    } else {
      const checked = [...set.querySelectorAll('input:checked')].map((box) => box.value);
      if (checked.length) checked.forEach((value) => query.append(name, value)); else query.append(name, '');
    }
  }
  return query.toString();
}
