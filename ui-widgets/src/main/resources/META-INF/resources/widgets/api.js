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
