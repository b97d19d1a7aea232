// The widgets' one way to the REST API: JSON in and out, the bearer token of this browser tab,
// and problem+json errors turned into exceptions that carry the problem.
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

export async function api(path, { method = 'GET', body } = {}) {
  const headers = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (session.token) headers.Authorization = `Bearer ${session.token}`;
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  const json = text ? JSON.parse(text) : null;
  if (!response.ok) throw new ApiError(json || { status: response.status, title: response.statusText });
  return json;
}

// Server-sent events read with fetch streaming, so the token travels in the Authorization header as
// on every other call: EventSource cannot send headers, and a token in a URL ends up in logs.
// Calls onEvent(name, data) per event until the stream ends (resolves) or fails (rejects).
export async function events(path, onEvent, { signal } = {}) {
  const headers = { Accept: 'text/event-stream' };
  if (session.token) headers.Authorization = `Bearer ${session.token}`;
  const response = await fetch(path, { headers, signal, cache: 'no-store' });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(text ? JSON.parse(text) : { status: response.status, title: response.statusText });
  }
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
