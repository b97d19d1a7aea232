// Small DOM builders the widgets share: table rows of text cells and named buttons.

/** Fills a table body with rows of text cells; each row carries data-id when ids are given. */
export function fillRows(tbody, rows, ids = []) {
  tbody.replaceChildren(...rows.map((cells, index) => {
    const tr = document.createElement('tr');
    if (ids[index] !== undefined) tr.dataset.id = ids[index];
    tr.append(...cells.map((cell) => {
      const td = document.createElement('td');
      if (cell instanceof Node) td.append(cell); else td.textContent = cell ?? '';
      return td;
    }));
    return tr;
  }));
}

/** A button that runs onClick; data-action names it for pages and tests. */
export function button(label, action, onClick) {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  element.dataset.action = action;
  element.addEventListener('click', onClick);
  return element;
}
