// One timeline node: what the entry is (its type), its utility indicator with the decay score on
// hover, its content and its actions (Approve and Reject for a steward on a proposal waiting for
// approval). Pure DOM building; the timeline wires the actions.

/** The entry's type as users think of it, from its kind, category and provenance source type. */
export function entryType(entry) {
  const source = entry.provenance?.sourceType;
  if (entry.kind === 'SEMANTIC' || source === 'CONSOLIDATION') return 'consolidated';
  if (entry.category === 'PREFERENCE') return 'preference';
  if (source === 'USER_STATEMENT') return 'user message';
  if (source === 'TOOL_OUTPUT') return 'tool output';
  if (entry.category === 'OBSERVATION') return 'observation';
  if (entry.category === 'FACT') return 'fact';
  return entry.category.toLowerCase().replace(/_/g, ' ');
}

const INDICATOR_WORDS = { RETAINED: 'retained', FADING: 'fading', FORGET: 'marked for forgetting' };

/** Consolidating makes sense for active episodic or already consolidated entries only (as the API says). */
export function consolidable(entry) {
  return entry.status === 'ACTIVE' && (entry.kind === 'EPISODIC' || entry.kind === 'SEMANTIC');
}

/** A proposed task, tool or output instruction that waits for a steward (the review queue). */
export const pending = (entry) => entry.status === 'PENDING_APPROVAL';

export function entryNode(entry, { selected, pinned, reviewer }) {
  const node = document.createElement('li');
  node.className = pending(entry) ? 'node pending' : 'node';
  node.dataset.id = entry.id;
  node.dataset.type = entryType(entry);
  node.dataset.kind = entry.kind;

  const select = document.createElement('input');
  select.type = 'checkbox';
  select.className = 'select';
  select.title = 'Select to consolidate';
  select.checked = selected;
  select.disabled = !consolidable(entry);
  select.setAttribute('aria-label', 'Select for consolidation');

  const indicator = document.createElement('span');
  indicator.className = `indicator ${(entry.indicator || 'FADING').toLowerCase()}`;
  indicator.dataset.indicator = entry.indicator || '';
  indicator.title = `Decay score ${entry.decayScore} (${INDICATOR_WORDS[entry.indicator] || 'unknown'}; utility ${entry.utility})`;
  indicator.setAttribute('role', 'img');
  indicator.setAttribute('aria-label', indicator.title);

  const head = document.createElement('div');
  head.className = 'head';
  const type = document.createElement('span');
  type.className = 'type';
  type.textContent = node.dataset.type;
  const when = document.createElement('time');
  const observed = entry.provenance?.observedAt || entry.provenance?.recordedAt;
  when.dateTime = observed;
  when.textContent = new Date(observed).toLocaleString();
  when.title = `recorded ${entry.provenance?.recordedAt}`;
  const meta = document.createElement('span');
  meta.className = 'meta';
  meta.textContent = `${entry.kind.toLowerCase()}${entry.status === 'ACTIVE' ? '' : ` · ${entry.status.toLowerCase().replace(/_/g, ' ')}`}`;
  head.append(type, when, meta);

  const content = document.createElement('p');
  content.className = 'content';
  content.textContent = entry.content;

  const actions = document.createElement('div');
  actions.className = 'actions';
  if (pending(entry) && reviewer) {
    actions.append(button('approve', 'Approve'), button('reject', 'Reject'));
  } else {
    actions.append(button(pinned ? 'unpin' : 'retain', pinned ? 'Unpin' : 'Retain'), button('forget', 'Forget'));
  }

  const body = document.createElement('div');
  body.className = 'body';
  body.append(head, content, actions);
  node.append(select, indicator, body);
  return node;
}

function button(action, label) {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = action;
  element.dataset.action = action;
  element.textContent = label;
  return element;
}
