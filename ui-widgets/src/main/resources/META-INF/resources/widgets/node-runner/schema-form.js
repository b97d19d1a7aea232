// Builds a form from a node's JSON Schema (its "properties") and reads the form back into input
// JSON. UI hints: x-order sorts, x-group makes fieldsets, x-widget picks the control, x-advanced
// folds a field away. Arrays of objects (batches) are edited as JSON.
const byOrder = ([, a], [, b]) => (a['x-order'] ?? 99) - (b['x-order'] ?? 99);

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

function control(name, field, required, prefix = '') {
  const path = prefix + name;
  const label = document.createElement('label');
  label.className = 'field';
  label.dataset.pointer = `/${path.replaceAll('.', '/')}`;
  const caption = document.createElement('span');
  caption.textContent = (field.title || name) + (required ? ' *' : '');
  if (field.description) caption.title = field.description;
  label.appendChild(caption);
  if (field.type === 'object') {
    const set = document.createElement('fieldset');
    for (const [child, spec] of Object.entries(field.properties || {})) set.appendChild(control(child, spec, false, `${path}.`));
    label.appendChild(set);
    return label;
  }
  label.appendChild(input(path, field));
  return label;
}

function input(path, field) {
  let element;
  if (field.enum || field.type === 'array' && field.items?.enum) {
    element = document.createElement('select');
    element.multiple = field.type === 'array';
    const options = field.enum || field.items.enum;
    if (!element.multiple) element.appendChild(new Option('', ''));
    options.forEach((value) => element.appendChild(new Option(value, value, false, value === field.default)));
  } else if (field.type === 'boolean') {
    element = document.createElement('input');
    element.type = 'checkbox';
    element.checked = field.default === true;
  } else if (field.type === 'array' || field['x-widget'] === 'textarea') {
    element = document.createElement('textarea');
    element.rows = field.type === 'array' ? 6 : 3;
    if (field.type === 'array') element.placeholder = '[ … JSON … ]';
  } else {
    element = document.createElement('input');
    element.type = field.type === 'integer' || field.type === 'number' ? 'number' : 'text';
    if (field.type === 'number') element.step = 'any';
    if (field.default !== undefined) element.placeholder = String(field.default);
  }
  element.name = path;
  element.dataset.type = field.type;
  return element;
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
  if (element.type === 'checkbox') return element.checked ? true : undefined;
  if (element.multiple) {
    const chosen = [...element.selectedOptions].map((option) => option.value);
    return chosen.length ? chosen : undefined;
  }
  if (element.value === '') return undefined;
  if (type === 'integer') return Number.parseInt(element.value, 10);
  if (type === 'number') return Number.parseFloat(element.value);
  if (type === 'array') return JSON.parse(element.value);
  return element.value;
}
