// node-red-contrib-mnemos runtime: one Node-RED node type per Mnemos node listed in nodes.json, which the Mnemos
// server generated from its node descriptors. Every node posts a flat body to <base URL>/tools/<tool>: the
// settings of the node (a TypedInput's value read per message), overridden by the fields of msg.payload, plus
// the workspace and the run. The answer goes to output 1; a refusal (problem+json with a stable code) or no
// answer goes to output 2 and, as an error, to the flow's Catch nodes.
'use strict';

const { nodes } = require('./nodes.json');

const LIST_TIMEOUT_MS = 10000;

module.exports = function (RED) {
  function MnemosConfig(config) {
    RED.nodes.createNode(this, config);
    this.baseUrl = config.baseUrl;
    this.workspace = config.workspace;
  }
  RED.nodes.registerType('mnemos-config', MnemosConfig, { credentials: { token: { type: 'password' } } });

  // What a picker in the editor offers: the ids and names of the workspace's objects, listed with the server's
  // token, which stays in the runtime. Only a deployed server configuration can be asked.
  const collections = new Set(nodes.flatMap((spec) => spec.fields).map((field) => field.picker).filter(Boolean));
  RED.httpAdmin.get('/mnemos-config/:id/:collection', RED.auth.needsPermission('mnemos-config.read'), (req, res) => {
    const server = RED.nodes.getNode(req.params.id);
    if (!server || server.type !== 'mnemos-config' || !collections.has(req.params.collection)) {
      res.status(404).json({ code: 'NOT_CONFIGURED', detail: 'Deploy the Mnemos server configuration first.' });
      return;
    }
    const path = `workspaces/${encodeURIComponent(server.workspace)}/${req.params.collection}`;
    request(server, 'GET', path, undefined, LIST_TIMEOUT_MS).then(
      ({ status, answer }) => res.status(status).json(Array.isArray(answer) ? answer.map(({ id, name }) => ({ id, name })) : answer),
      (error) => res.status(502).json({ code: 'UNREACHABLE', detail: `Mnemos did not answer: ${error.message}` }),
    );
  });

  // The artifact actions a flow needs after Generate Artifact, so generate → publish → refresh needs no raw HTTP
  // node: publish the caller's draft, refresh the published page with its source's data, list the versions.
  RED.nodes.registerType('mnemos-artifact', function MnemosArtifact(config) {
    RED.nodes.createNode(this, config);
    const node = this;
    const server = RED.nodes.getNode(config.server);
    node.on('input', (msg, send, done) => {
      if (!server) {
        refuse(node, msg, send, done, 0, { code: 'NOT_CONFIGURED', detail: 'Choose a Mnemos server (mnemos-config) in the node.' });
        return;
      }
      const action = ARTIFACT_ACTIONS[typeof msg.action === 'string' ? msg.action : config.action];
      node.status({ fill: 'blue', shape: 'dot', text: 'calling' });
      artifactOf(RED, node, config, msg)
        .then((id) => {
          if (!action) throw invalid({ label: 'Action', path: ['action'] }, 'str', new Error('publish, refresh or versions'));
          if (!id) throw invalid({ label: 'Artifact', path: ['artifactId'] }, config.artifactIdType || 'str', new Error('no artifact id, and msg.payload has no artifactId'));
          const workspace = typeof msg.workspace === 'string' ? msg.workspace : server.workspace;
          const [method, path, body] = action(`workspaces/${encodeURIComponent(workspace)}/artifacts/${encodeURIComponent(id)}`);
          return request(server, method, path, body, ARTIFACT_TIMEOUT_MS);
        })
        .then(({ status, ok, answer, text }) => {
          if (ok && answer && typeof answer === 'object') {
            msg.payload = answer;
            node.status({ fill: 'green', shape: 'dot', text: typeof answer.status === 'string' ? answer.status : 'done' });
            send([msg, null]);
            done();
          } else {
            refuse(node, msg, send, done, status, answer && typeof answer.code === 'string' ? answer
              : { code: 'UNREACHABLE', detail: `Mnemos answered ${status} without a result: ${text.slice(0, 200)}` });
          }
        }, (error) => refuse(node, msg, send, done, 0,
          error.problem ?? { code: 'UNREACHABLE', detail: `Mnemos did not answer: ${error.message}` }));
    });
  });

  for (const spec of nodes) {
    RED.nodes.registerType(spec.type, function MnemosNode(config) {
      RED.nodes.createNode(this, config);
      const node = this;
      const server = RED.nodes.getNode(config.server);
      const settings = configured(spec, config);
      node.on('input', (msg, send, done) => {
        if (!server) {
          refuse(node, msg, send, done, 0, { code: 'NOT_CONFIGURED', detail: 'Choose a Mnemos server (mnemos-config) in the node.' });
          return;
        }
        node.status({ fill: 'blue', shape: 'dot', text: 'calling' });
        perMessage(RED, node, spec, config, msg, settings)
          .then((read) => call(spec, server, body(spec, read, server, msg))).then(
          ({ status, problem, result }) => {
            if (result !== undefined) {
              msg.payload = result;
              node.status({ fill: 'green', shape: 'dot', text: typeof result.status === 'string' ? result.status : 'done' });
              send([msg, null]);
              done();
            } else {
              refuse(node, msg, send, done, status, problem);
            }
          },
          (error) => refuse(node, msg, send, done, 0,
            error.problem ?? { code: 'UNREACHABLE', detail: `Mnemos did not answer: ${error.message}` }),
        );
      });
    });
  }
};

// Output 2 for flows that wire it, and done(error) so that a Catch node gets the message too; Node-RED also
// logs it. A text rather than an Error: msg.error.message is then "CODE: detail", without "Error: " before it.
function refuse(node, msg, send, done, status, problem) {
  msg.payload = problem;
  msg.statusCode = status;
  node.status({ fill: 'red', shape: 'ring', text: problem.code });
  send([null, msg]);
  done(`${problem.code}: ${problem.detail}`);
}

const ARTIFACT_TIMEOUT_MS = 130000;
const ARTIFACT_ACTIONS = {
  publish: (artifact) => ['POST', `${artifact}/publish`, undefined],
  refresh: (artifact) => ['POST', `${artifact}/refreshes`, {}],
  versions: (artifact) => ['GET', `${artifact}/versions`, undefined],
};

// The artifact's id: the setting (a TypedInput), else the artifactId of msg.payload, which Generate Artifact's
// result has, so the node can follow it directly.
async function artifactOf(RED, node, config, msg) {
  const type = config.artifactIdType || 'str';
  const set = config.artifactId === undefined || config.artifactId === '' ? undefined
    : await new Promise((resolve, reject) => RED.util.evaluateNodeProperty(config.artifactId, type, node, msg,
      (error, value) => (error ? reject(invalid({ label: 'Artifact', path: ['artifactId'] }, type, error)) : resolve(value))));
  if (typeof set === 'string' && set !== '') return set;
  return msg.payload && typeof msg.payload.artifactId === 'string' ? msg.payload.artifactId : undefined;
}

const LITERAL_TYPES = new Set(['str', 'num', 'json']);
const typeOf = (field, config) => config[`${field.key}Type`] || field.typed;

// The settings with each TypedInput whose value is read per message (msg, flow, global, env, jsonata) added,
// converted like a value typed in; one that reads nothing is left out. A JSONata expression that fails is
// INVALID_INPUT naming the field, before anything is sent.
async function perMessage(RED, node, spec, config, msg, settings) {
  const read = structuredClone(settings);
  for (const field of spec.fields) {
    const type = field.typed && typeOf(field, config);
    if (!type || LITERAL_TYPES.has(type)) continue;
    const value = await new Promise((resolve, reject) => RED.util.evaluateNodeProperty(
      config[field.key], type, node, msg, (error, result) => (error ? reject(invalid(field, type, error)) : resolve(result))));
    place(read, field, converted(field, value));
  }
  return read;
}

function invalid(field, type, error) {
  const message = `${field.label} (${type}) could not be read: ${error.message}`;
  return Object.assign(new Error(message), {
    problem: { code: 'INVALID_INPUT', detail: message, errors: [{ pointer: `/${field.path.join('/')}`, message }] },
  });
}

function place(body, field, value) {
  if (value === undefined) return;
  let target = body;
  field.path.slice(0, -1).forEach((key) => { target = target[key] ??= {}; });
  target[field.path.at(-1)] = value;
}

// The node's own settings as body fields: what the dialog stored, converted to the schema's types. Empty fields
// and schema defaults are left out (the server applies its defaults); text that does not convert is sent as it
// is, so the server names the field at fault.
function configured(spec, config) {
  const body = {};
  for (const field of spec.fields) {
    if (field.typed && !LITERAL_TYPES.has(typeOf(field, config))) continue;
    const value = converted(field, config[field.key]);
    if (!sameValue(value, field.defaultValue)) place(body, field, value);
  }
  return body;
}

function converted(field, value) {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return undefined;
  if (typeof value !== 'string') return value;
  if (field.type === 'integer' || field.type === 'number') {
    const number = Number(value);
    return Number.isFinite(number) ? number : value;
  }
  if (field.type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  if (field.widget === 'json') {
    try { return JSON.parse(value); } catch { return value; }
  }
  return value;
}

const sameValue = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// A field of msg.payload replaces the node's setting of that name (a whole object: source replaces source);
// fields the node does not have are left out, so a previous node's result can be passed on as it is.
function body(spec, settings, server, msg) {
  const flat = { ...settings };
  const payload = msg.payload;
  if (typeof payload === 'string' && spec.primary && payload.trim() !== '') {
    flat[spec.primary] = payload;
  } else if (payload && typeof payload === 'object' && !Array.isArray(payload)) {
    for (const name of new Set(spec.fields.map((field) => field.path[0]))) {
      if (payload[name] !== undefined) flat[name] = payload[name];
    }
  }
  flat.workspace = typeof msg.workspace === 'string' ? msg.workspace : server.workspace;
  if (spec.runIdFromMessage) flat.runId = typeof msg.runId === 'string' ? msg.runId : msg._msgid;
  return flat;
}

async function call(spec, server, flat) {
  const { status, ok, answer, text } = await request(server, 'POST', `tools/${spec.tool}`, flat, spec.timeoutMs);
  if (ok && answer && typeof answer === 'object') return { status, result: answer };
  if (answer && typeof answer.code === 'string') return { status, problem: answer };
  return { status, problem: { code: 'UNREACHABLE', detail: `Mnemos answered ${status} without a result: ${text.slice(0, 200)}` } };
}

async function request(server, method, path, body, timeoutMs) {
  const headers = { Accept: 'application/json, application/problem+json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = server.credentials && server.credentials.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${String(server.baseUrl).replace(/\/+$/, '')}/${path}`, {
    method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let answer;
  try { answer = JSON.parse(text); } catch { answer = undefined; }
  return { status: response.status, ok: response.ok, answer, text };
}
