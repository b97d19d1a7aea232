// The widgets' one way to the REST API: JSON in and out, the bearer token of this browser tab,
// problem+json errors turned into exceptions that carry the problem, and the one way to show them.
const TOKEN_KEY = 'mnemos.token';

export const session = {
  get token() { return sessionStorage.getItem(TOKEN_KEY); },
  set token(value) {
    if (value) sessionStorage.setItem(TOKEN_KEY, value); else sessionStorage.removeItem(TOKEN_KEY);
    window.dispatchEvent(new CustomEvent('mnemos-session-changed'));
  },
};

export class ApiError extends Error {
  constructor(problem) {
    super(problem.detail || problem.title || 'Request failed');
    this.problem = problem;
  }
}

/** headers are added to the request's, e.g. { 'If-Match': '"r3"' }. */
export async function api(path, { method = 'GET', body, headers = {} } = {}) {
  const json = body === undefined ? {} : { 'Content-Type': 'application/json' };
  const response = await send(path, { method, headers: { ...json, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}

/** PUTs a file as the raw request body (a CSV source's file) and returns the JSON answer. */
export async function upload(path, file) {
  const response = await send(path, { method: 'PUT', body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream' } });
  return response.json();
}

/** A page the server renders (an artifact's dashboard) as text, fetched with the token like every call. */
export async function page(path) {
  const response = await send(path, { headers: { Accept: 'text/html' } });
  return response.text();
}

/** A file the server makes (an export), fetched with the token like every call; its name from Content-Disposition. */
export async function download(path) {
  const response = await send(path, { headers: { Accept: '*/*' } });
  const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') || '');
  return { blob: await response.blob(), name: named ? named[1] : 'export' };
}

async function send(path, { method = 'GET', headers = {}, body } = {}) {
  const all = { Accept: 'application/json', ...headers };
  if (session.token) all.Authorization = `Bearer ${session.token}`;
  const response = await fetch(path, { method, headers: all, body });
  if (!response.ok) throw new ApiError(await problemOf(response));
  return response;
}

async function problemOf(response) {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return { status: response.status, title: response.statusText };
  }
}

/**
 * Shows what went wrong in element as "CODE: detail" — an ApiError's problem, or another error's
 * message. Each field error whose pointer names a field of form (a .field[data-pointer] with an
 * .error, as the schema form makes them) is shown at that field; the others follow the detail.
 * pointerPrefix is where the form sits in the request body ('/input' for a node's input).
 */
export function renderProblem(element, error, { form, pointerPrefix = '' } = {}) {
  const problem = error instanceof ApiError ? error.problem : { detail: error.message };
  const unplaced = (problem.errors || []).filter((violation) => !showAtField(form, violation, pointerPrefix));
  const rest = unplaced.map(({ pointer, message }) => `${pointer || '(body)'}: ${message}`).join('; ');
  element.textContent = `${problem.code ? `${problem.code}: ` : ''}${problem.detail || problem.title}${rest ? ` (${rest})` : ''}`;
  element.hidden = false;
}

function showAtField(form, { pointer, message }, prefix) {
  if (!form || !pointer?.startsWith(prefix)) return false;
  const field = form.querySelector(`.field[data-pointer="${CSS.escape(pointer.slice(prefix.length))}"]`);
  const slot = field?.querySelector(':scope > .error');
  if (!slot) return false;
  field.classList.add('invalid');
  slot.textContent = slot.textContent ? `${slot.textContent}; ${message}` : message;
  return true;
}

/** Hides element's problem and, given a form, the messages at its fields. */
export function clearProblem(element, form) {
  element.hidden = true;
  element.textContent = '';
  form?.querySelectorAll('.field.invalid').forEach((field) => {
    field.classList.remove('invalid');
    field.querySelector(':scope > .error').textContent = '';
  });
}

/** Runs action and returns its result; when it fails, renders the problem and returns undefined. */
export async function attempt(action, element, options = {}) {
  clearProblem(element, options.form);
  try {
    return await action();
  } catch (error) {
    renderProblem(element, error, options);
    return undefined;
  }
}

// Server-sent events read with fetch streaming, so the token travels in the Authorization header as
// on every other call: EventSource cannot send headers, and a token in a URL ends up in logs.
// Calls onEvent(name, data) per event until the stream ends (resolves) or fails (rejects).
export async function events(path, onEvent, { signal } = {}) {
  const headers = { Accept: 'text/event-stream' };
  if (session.token) headers.Authorization = `Bearer ${session.token}`;
  const response = await fetch(path, { headers, signal, cache: 'no-store' });
  if (!response.ok) throw new ApiError(await problemOf(response));
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value.replace(/\r\n?/g, '\n');
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      dispatchBlock(buffer.slice(0, end), onEvent);
      buffer = buffer.slice(end + 2);
    }
  }
}

function dispatchBlock(block, onEvent) {
  let name = 'message';
  const data = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  if (data.length) onEvent(name, JSON.parse(data.join('\n')));
}
