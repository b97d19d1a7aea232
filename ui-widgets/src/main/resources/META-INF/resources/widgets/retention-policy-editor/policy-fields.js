// The retention policy's fields (the JSON contract), each addressed by the JSON pointer the server
// names in its 422 problems, and the form built from them.

export const FIELDS = [
  { pointer: '/scratchTtl', label: 'Scratch TTL', type: 'text', hint: 'ISO-8601 duration, e.g. PT24H' },
  { pointer: '/reviewInterval', label: 'Review interval', type: 'text', hint: 'ISO-8601 period, e.g. P90D' },
  { pointer: '/onReviewDue', label: 'When a review is due', type: 'select', options: ['REVIEW_DUE', 'DELETE'] },
  { pointer: '/alpha', label: 'α · recency weight', type: 'number', step: '0.01' },
  { pointer: '/beta', label: 'β · task relevance weight', type: 'number', step: '0.01' },
  { pointer: '/gamma', label: 'γ · user utility weight', type: 'number', step: '0.01', hint: 'α + β + γ = 1' },
  { pointer: '/lambdaPerDay', label: 'λ · decay rate per day', type: 'number', step: '0.001' },
  { pointer: '/theta', label: 'θ · threshold', type: 'number', step: '0.01', hint: 'entries scoring below are consolidated or deleted' },
  { pointer: '/maxUtility', label: 'N · maximum utility', type: 'number', step: '1' },
  { pointer: '/consolidation/enabled', label: 'Consolidate fading entries', type: 'checkbox' },
  { pointer: '/consolidation/minGroupSize', label: 'Minimum group size', type: 'number', step: '1' },
  { pointer: '/schedule/cron', label: 'Schedule (cron)', type: 'text', hint: 'five fields, e.g. 0 2 * * *' },
  { pointer: '/schedule/zone', label: 'Time zone', type: 'text', hint: 'IANA, e.g. Europe/Berlin' },
  { pointer: '/maxActiveEpisodic', label: 'Cap on active episodic entries', type: 'number', step: '1', hint: 'empty: no cap' },
];

export function valueAt(object, pointer) {
  return pointer.split('/').slice(1).reduce((value, key) => (value == null ? undefined : value[key]), object);
}

function setAt(object, pointer, value) {
  const keys = pointer.split('/').slice(1);
  const last = keys.pop();
  const parent = keys.reduce((node, key) => { node[key] ??= {}; return node[key]; }, object);
  parent[last] = value;
}

export function renderFields(container) {
  container.replaceChildren(...FIELDS.map((field) => {
    const wrapper = document.createElement('label');
    wrapper.className = `field ${field.type}`;
    wrapper.dataset.pointer = field.pointer;
    const caption = document.createElement('span');
    caption.textContent = field.label;
    let input;
    if (field.type === 'select') {
      input = document.createElement('select');
      field.options.forEach((option) => input.add(new Option(option, option)));
    } else {
      input = document.createElement('input');
      input.type = field.type;
      if (field.step) input.step = field.step;
    }
    input.name = field.pointer.slice(1).replace(/\//g, '.');
    const hint = document.createElement('small');
    hint.className = 'hint';
    hint.textContent = field.hint || '';
    const error = document.createElement('small');
    error.className = 'error';
    error.setAttribute('role', 'alert');
    wrapper.append(caption, input, hint, error);
    return wrapper;
  }));
}

export function fillFields(container, policy) {
  FIELDS.forEach((field) => {
    const input = container.querySelector(`[data-pointer="${field.pointer}"] :is(input, select)`);
    const value = valueAt(policy, field.pointer);
    if (field.type === 'checkbox') input.checked = Boolean(value);
    else input.value = value ?? '';
  });
}

export function readFields(container) {
  const policy = {};
  FIELDS.forEach((field) => {
    const input = container.querySelector(`[data-pointer="${field.pointer}"] :is(input, select)`);
    let value;
    if (field.type === 'checkbox') value = input.checked;
    else if (field.type === 'number') value = input.value === '' ? null : Number(input.value);
    else value = input.value;
    setAt(policy, field.pointer, value);
  });
  return policy;
}
