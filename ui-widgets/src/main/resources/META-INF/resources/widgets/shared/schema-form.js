// Builds a form from a JSON Schema's properties (a node's input, a retention policy), fills it with a
// value and reads it back as JSON. UI hints: title labels a field, description is shown under it,
// examples[0] or default is its placeholder, x-order sorts, x-group makes fieldsets, x-widget picks
// the control, x-advanced folds a field away. Arrays (batches), objects without listed properties
// (headers, parameters) and values of several shapes (oneOf) are edited as JSON. Every
// field is a .field[data-pointer] with its own .error, where api.js's renderProblem puts the
// server's message for that pointer.
const byOrder = ([, a], [, b]) => (a['x-order'] ?? 99) - (b['x-order'] ?? 99);

/** The styles of the generated fields, for the shadow root of the widget that shows the form. */
export const FORM_CSS = `
  .field { display: flex; flex-direction: column; gap: .15rem; margin: .35rem 0; font-size: .85rem; }
  .field.invalid > :is(input, select, textarea) { outline: 2px solid #b3261e; }
  .field > .hint { color: var(--mn-muted, #5b6577); font-size: .72rem; }
  .field > .error { color: #b3261e; font-size: .75rem; }
  .field > .error:empty { display: none; }
  fieldset { border: 1px solid var(--mn-line, #d9dee8); border-radius: .4rem; margin: .5rem 0; }
  input, select, textarea { font: inherit; }
  textarea { width: 100%; box-sizing: border-box; }`;

export function renderForm(schema, container) {
  container.replaceChildren();
  const groups = new Map();
  for (const [name, field] of Object.entries(schema.properties || {}).sort(byOrder)) {
    const group = field['x-advanced'] ? 'Advanced' : field['x-group'] || 'Input';
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group).push(control(name, field, (schema.required || []).includes(name)));
  }
  for (const [group, controls] of groups) {
    const box = document.createElement(group === 'Advanced' ? 'details' : 'fieldset');
    const title = document.createElement(group === 'Advanced' ? 'summary' : 'legend');
    title.textContent = group;
    box.append(title, ...controls);
    container.appendChild(box);
  }
}

// A nullable field ("type": ["integer", "null"]) is edited as its other type; empty means null.
// A field of several shapes, or an object whose properties are not listed, is JSON ('json').
function typeOf(field) {
  const types = Array.isArray(field.type) ? field.type.filter((type) => type !== 'null') : [field.type];
  if (types.length > 1 || field.oneOf || field.anyOf) return 'json';
  if (types[0] === 'object' && !field.properties) return 'json';
  return types[0];
}
const asJson = (type) => type === 'array' || type === 'json';

function control(name, field, required, prefix = '') {
  const path = prefix + name;
  const object = typeOf(field) === 'object';
  const wrapper = document.createElement(object ? 'fieldset' : 'label');
  wrapper.className = 'field';
  wrapper.dataset.pointer = `/${path.replaceAll('.', '/')}`;
  const caption = document.createElement(object ? 'legend' : 'span');
  caption.textContent = (field.title || name) + (required ? ' *' : '');
  wrapper.appendChild(caption);
  if (object) {
    for (const [child, spec] of Object.entries(field.properties || {}).sort(byOrder)) {
      wrapper.appendChild(control(child, spec, (field.required || []).includes(child), `${path}.`));
    }
  } else {
    wrapper.appendChild(input(path, field, required));
  }
  if (field.description) wrapper.appendChild(small('hint', field.description));
  wrapper.appendChild(small('error', ''));
  return wrapper;
}

function small(className, text) {
  const element = document.createElement('small');
  element.className = className;
  element.textContent = text;
  return element;
}

function input(path, field, required) {
  const type = typeOf(field);
  let element;
  if (field.enum || type === 'array' && field.items?.enum) {
    element = document.createElement('select');
    element.multiple = type === 'array';
    const options = field.enum || field.items.enum;
    if (!element.multiple) element.appendChild(new Option('', ''));
    options.forEach((value) => element.appendChild(new Option(value, value, false, value === field.default)));
  } else if (type === 'boolean') {
    element = document.createElement('input');
    element.type = 'checkbox';
    element.checked = field.default === true;
    // Unticked means "left out" unless the schema requires the field: then it means false.
    if (required) element.dataset.required = 'true';
  } else if (asJson(type) || field['x-widget'] === 'textarea') {
    element = document.createElement('textarea');
    element.rows = type === 'array' ? 6 : 3;
    if (asJson(type)) element.placeholder = type === 'array' ? '[ … JSON … ]' : '… JSON …';
  } else {
    element = document.createElement('input');
    element.type = type === 'integer' || type === 'number' ? 'number' : 'text';
    if (type === 'number') element.step = 'any';
    const example = field.examples?.[0] ?? field.default;
    if (example !== undefined) element.placeholder = String(example);
  }
  element.name = path;
  element.dataset.type = type;
  return element;
}

/** Shows value in the form; a field the value lacks is emptied. */
export function fillForm(container, value) {
  for (const element of container.querySelectorAll('[name]')) {
    const current = element.name.split('.').reduce((node, key) => node?.[key], value);
    if (element.type === 'checkbox') element.checked = current === true;
    else if (element.multiple) [...element.options].forEach((option) => { option.selected = (current || []).includes(option.value); });
    else if (asJson(element.dataset.type)) element.value = current == null ? '' : JSON.stringify(current, null, 2);
    else element.value = current ?? '';
  }
}

export function readForm(container) {
  const input = {};
  for (const element of container.querySelectorAll('[name]')) {
    const value = valueOf(element);
    if (value === undefined) continue;
    const keys = element.name.split('.');
    let target = input;
    keys.slice(0, -1).forEach((key) => { target = target[key] ??= {}; });
    target[keys.at(-1)] = value;
  }
  return input;
}

function valueOf(element) {
  const type = element.dataset.type;
  if (element.type === 'checkbox') return element.checked || (element.dataset.required ? false : undefined);
  if (element.multiple) {
    const chosen = [...element.selectedOptions].map((option) => option.value);
    return chosen.length ? chosen : undefined;
  }
  if (element.value === '') return undefined;
  if (type === 'integer') return Number.parseInt(element.value, 10);
  if (type === 'number') return Number.parseFloat(element.value);
  if (asJson(type)) return JSON.parse(element.value);
  return element.value;
}
