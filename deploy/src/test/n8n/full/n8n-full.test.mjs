// Opt-in (./run, not in mvn verify): the package inside n8n itself, as a user runs it. The package downloaded
// from the running Mnemos is installed into n8n's custom-extensions folder as the README says; credentials and
// workflows are imported and published with n8n's CLI, n8n is started and the workflows run through their
// production webhooks (n8n 2.x deprecates `n8n execute`).
// - What the editor's node panel searches: /types/nodes.json, the node types n8n serves the editor.
// - Remember, Recall, a secret refused onto Remember's error output, Forget by {{ $execution.id }}.
// - Mnemos Chat Memory on an AI Agent whose OpenAI chat model points at a local stub that records the request:
//   the second message's request holds the first turn and a durable memory; the turns are stored in Mnemos.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const api = new URL('api', process.env.MNEMOS_URL).href;
const home = process.env.N8N_HOME;
const n8nBin = path.join(process.env.N8N_INSTALL, 'node_modules/n8n/bin/n8n');
const secret = 'Use ghp_' + 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z5A for the export';
const session = 'chat-session-1';
const durable = 'The Antwerp office opens at 7am on weekdays';

let token;
let workspace;
let n8nUrl;
let n8nProcess;
let model;

const environment = () => ({
  ...process.env, N8N_USER_FOLDER: home, N8N_DIAGNOSTICS_ENABLED: 'false', N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
  N8N_PORT: new URL(n8nUrl).port, N8N_LISTEN_ADDRESS: '127.0.0.1',
  N8N_PERSONALIZATION_ENABLED: 'false', N8N_TEMPLATES_ENABLED: 'false', N8N_WEBHOOK_URL: n8nUrl,
});

function n8n(...args) {
  return execFileSync(process.env.N8N_NODE, [n8nBin, ...args], {
    env: environment(), encoding: 'utf8', maxBuffer: 256 * 1024 * 1024,
  });
}

async function post(url, body, headers = {}) {
  const response = await fetch(url, {
    method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

const bearer = () => ({ Authorization: `Bearer ${token}` });

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** An OpenAI-compatible chat endpoint that records each request and answers with a fixed reply per call. */
function stubModel(replies) {
  const requests = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => { body += chunk; });
    request.on('end', () => {
      const sent = JSON.parse(body || '{}');
      requests.push({ url: request.url, body: sent });
      const content = replies[Math.min(requests.length - 1, replies.length - 1)];
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({
        id: `chatcmpl-${requests.length}`, object: 'chat.completion', created: 1, model: sent.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
      }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, requests, url: `http://127.0.0.1:${server.address().port}/v1` })));
}

/** A chat message's text, whether its content is a string or a list of parts. */
function words(content) {
  return Array.isArray(content) ? content.map((part) => part.text ?? '').join('\n') : String(content);
}

function node(name, type, parameters, extra = {}) {
  return { id: name, name, type, typeVersion: 1, position: [0, 0], parameters, ...extra };
}

const mnemos = { mnemosApi: { id: 'mnemosCredential1', name: 'Mnemos' } };

function nodesWorkflow() {
  const uses = (parameters) => ({ workspace, ...parameters });
  return {
    id: 'mnemosNodesRun1', name: 'Mnemos nodes', active: false, settings: { executionOrder: 'v1' },
    nodes: [
      node('Webhook', 'n8n-nodes-base.webhook', { httpMethod: 'POST', path: 'mnemos-nodes', responseMode: 'lastNode' }, { typeVersion: 2, webhookId: 'mnemos-nodes' }),
      node('Remember', 'CUSTOM.mnemosRemember', uses({
        content: 'The Ghent office opens at 8am', kind: 'DURABLE', category: 'FACT', approved: true,
        source: { type: 'USER_STATEMENT' },
      }), { credentials: mnemos }),
      node('Recall', 'CUSTOM.mnemosRecall', uses({ query: 'When does the Ghent office open?' }), { credentials: mnemos }),
      node('Remember secret', 'CUSTOM.mnemosRemember', uses({ content: secret }), { credentials: mnemos, onError: 'continueErrorOutput' }),
      node('Stored', 'n8n-nodes-base.noOp', {}),
      node('Refused', 'n8n-nodes-base.set', {
        mode: 'raw', jsonOutput: '={{ JSON.stringify({ refused: $json.error.code }) }}',
      }, { typeVersion: 3.4 }),
      node('Remember scratch', 'CUSTOM.mnemosRemember', uses({ content: 'Draft total: 42', kind: 'SCRATCH' }), { credentials: mnemos }),
      node('Forget run', 'CUSTOM.mnemosForget', uses({ runId: '={{ $execution.id }}', reason: 'the execution ended' }), { credentials: mnemos }),
      node('Report', 'n8n-nodes-base.set', {
        mode: 'raw',
        jsonOutput: `={{ JSON.stringify({
          stored: $('Remember').first().json.status,
          recalled: $('Recall').first().json.results.some((entry) => entry.id === $('Remember').first().json.id),
          refused: $('Refused').first().json.refused,
          forgotten: $('Forget run').first().json.forgotten,
        }) }}`,
      }, { typeVersion: 3.4 }),
    ],
    connections: {
      Webhook: { main: [[{ node: 'Remember', type: 'main', index: 0 }]] },
      Remember: { main: [[{ node: 'Recall', type: 'main', index: 0 }]] },
      Recall: { main: [[{ node: 'Remember secret', type: 'main', index: 0 }]] },
      'Remember secret': { main: [[{ node: 'Stored', type: 'main', index: 0 }], [{ node: 'Refused', type: 'main', index: 0 }]] },
      Refused: { main: [[{ node: 'Remember scratch', type: 'main', index: 0 }]] },
      'Remember scratch': { main: [[{ node: 'Forget run', type: 'main', index: 0 }]] },
      'Forget run': { main: [[{ node: 'Report', type: 'main', index: 0 }]] },
    },
  };
}

function chatWorkflow() {
  return {
    id: 'mnemosChatRun1', name: 'Mnemos chat memory', active: false, settings: { executionOrder: 'v1' },
    nodes: [
      node('Webhook', 'n8n-nodes-base.webhook', { httpMethod: 'POST', path: 'mnemos-chat', responseMode: 'lastNode' }, { typeVersion: 2, webhookId: 'mnemos-chat' }),
      node('AI Agent', '@n8n/n8n-nodes-langchain.agent', {
        promptType: 'define', text: '={{ $json.body.chatInput }}', options: {},
      }, { typeVersion: 3 }),
      node('OpenAI Chat Model', '@n8n/n8n-nodes-langchain.lmChatOpenAi', {
        model: { __rl: true, mode: 'id', value: 'gpt-4o-mini' }, options: {},
      }, { typeVersion: 1.2, credentials: { openAiApi: { id: 'openAiStub1', name: 'OpenAI stub' } } }),
      node('Mnemos Chat Memory', 'CUSTOM.mnemosChatMemory', {
        workspace, sessionIdType: 'customKey', sessionKey: '={{ $json.body.sessionId }}',
        query: '={{ $json.body.chatInput }}',
      }, { credentials: mnemos }),
    ],
    connections: {
      Webhook: { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
      'OpenAI Chat Model': { ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]] },
      'Mnemos Chat Memory': { ai_memory: [[{ node: 'AI Agent', type: 'ai_memory', index: 0 }]] },
    },
  };
}

/** Until n8n says its editor is accessible: it says so after activating the published workflows' webhooks. */
function started(child) {
  return new Promise((resolve, reject) => {
    let printed = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      printed += chunk;
      if (printed.includes('Editor is now accessible via')) {
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`n8n exited with ${code}`)));
  });
}

/** The owner n8n asks for on a new instance, signed in: the editor's files need a session. */
async function owner() {
  const response = await fetch(new URL('rest/owner/setup', n8nUrl), {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'owner@example.com', firstName: 'Ada', lastName: 'Owner', password: 'Mnemos-n8n-2026' }),
  });
  assert.equal(response.status, 200, await response.text());
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

before(async () => {
  token = (await post(`${api}/dev/token`, { sub: 'n8n-user', tenant: 'acme' })).body.token;
  workspace = (await post(`${api}/workspaces`, { name: 'n8n full run' }, bearer())).body.id;
  const remembered = await post(`${api}/tools/mnemos_remember`, {
    workspace, content: durable, kind: 'DURABLE', category: 'FACT', approved: true, source: { type: 'USER_STATEMENT' },
  }, bearer());
  assert.equal(remembered.status, 200, JSON.stringify(remembered.body));

  model = await stubModel(['Nice to meet you, Ada.', 'It opens at 7am.']);
  n8nUrl = `http://127.0.0.1:${await freePort()}/`;
  const custom = path.join(home, '.n8n', 'custom');
  mkdirSync(custom, { recursive: true });
  const tarball = path.join(home, 'n8n-nodes-mnemos.tgz');
  writeFileSync(tarball, Buffer.from(await (await fetch(`${api}/integrations/n8n`)).arrayBuffer()));
  execFileSync('npm', ['install', '--omit=peer', '--no-audit', '--no-fund', '--loglevel=error', tarball], { cwd: custom });

  writeFileSync(path.join(home, 'credentials.json'), JSON.stringify([
    { id: 'mnemosCredential1', name: 'Mnemos', type: 'mnemosApi', data: { baseUrl: api, token } },
    { id: 'openAiStub1', name: 'OpenAI stub', type: 'openAiApi', data: { apiKey: 'sk-stub', url: model.url } },
  ]));
  writeFileSync(path.join(home, 'workflows.json'), JSON.stringify([nodesWorkflow(), chatWorkflow()]));
  n8n('import:credentials', `--input=${path.join(home, 'credentials.json')}`);
  n8n('import:workflow', `--input=${path.join(home, 'workflows.json')}`);
  n8n('publish:workflow', '--id=mnemosNodesRun1');
  n8n('publish:workflow', '--id=mnemosChatRun1');

  n8nProcess = spawn(process.env.N8N_NODE, [n8nBin, 'start'], { env: environment(), stdio: ['ignore', 'pipe', 'inherit'] });
  await started(n8nProcess);
});

after(() => {
  n8nProcess?.kill();
  model?.server.close();
});

test("n8n serves the editor the nodes under a category its panel lists, so its search finds 'Mnemos' and 'Recall'", async () => {
  const types = await (await fetch(new URL('types/nodes.json', n8nUrl), { headers: { Cookie: await owner() } })).json();
  const mnemosTypes = types.filter((type) => type.name.startsWith('CUSTOM.mnemos'));
  // each action node also as the AI Agent's tool (usableAsTool), which n8n derives as <type>Tool
  const actions = ['mnemosForget', 'mnemosGenerateArtifact', 'mnemosRecall', 'mnemosRefreshData', 'mnemosRemember'];
  assert.deepEqual(
    mnemosTypes.map((type) => type.name).sort(),
    ['mnemosChatMemory', ...actions.flatMap((name) => [name, `${name}Tool`])].map((name) => `CUSTOM.${name}`).sort(),
  );
  const recall = mnemosTypes.find((type) => type.name === 'CUSTOM.mnemosRecall');
  // n8n adds 'Custom Nodes' to what the custom folder loads
  assert.deepEqual(recall.codex.categories, ['Data & Storage', 'Custom Nodes']);
  assert.ok(recall.codex.alias.includes('recall'));
  assert.equal(recall.displayName, 'Mnemos Recall');
  assert.match(recall.documentationUrl, /\/developers$/);
  assert.equal(recall.subtitle, '={{ $parameter["query"] }}');
  const memory = mnemosTypes.find((type) => type.name === 'CUSTOM.mnemosChatMemory');
  assert.deepEqual(memory.outputs, ['ai_memory']);
  assert.deepEqual(memory.codex.subcategories.AI, ['Memory']);
});

test('Remember, Recall, a refused secret on the error output and Forget by the execution id, through a webhook', async () => {
  const { status, body } = await post(new URL('webhook/mnemos-nodes', n8nUrl), {});
  assert.equal(status, 200, JSON.stringify(body));
  // the execution is the run of what it remembered: Forget by its id erases the fact and the scratch
  assert.deepEqual(body, { stored: 'STORED', recalled: true, refused: 'SECRET_DETECTED', forgotten: 2 });
});

test('the AI Agent with Mnemos Chat Memory sends the model the earlier turn and a durable memory, and stores the turns', async () => {
  const first = await post(new URL('webhook/mnemos-chat', n8nUrl), { sessionId: session, chatInput: 'My name is Ada and I work in Antwerp.' });
  assert.equal(first.status, 200, JSON.stringify(first.body));
  assert.equal(first.body.output, 'Nice to meet you, Ada.');
  const second = await post(new URL('webhook/mnemos-chat', n8nUrl), { sessionId: session, chatInput: 'When does the Antwerp office open?' });
  assert.equal(second.body.output, 'It opens at 7am.');

  assert.equal(model.requests.length, 2);
  const sent = model.requests[1].body.messages;
  const said = (role, text) => sent.some((message) => message.role === role && words(message.content).includes(text));
  assert.ok(said('user', 'My name is Ada and I work in Antwerp.'), JSON.stringify(sent));
  assert.ok(said('assistant', 'Nice to meet you, Ada.'), JSON.stringify(sent));
  assert.ok(said('system', durable), JSON.stringify(sent));
  assert.ok(said('user', 'When does the Antwerp office open?'), JSON.stringify(sent));
  assert.ok(!model.requests[0].body.messages.some((message) => words(message.content).includes('Nice to meet you')));

  const query = new URLSearchParams({ conversation: session, kind: 'EPISODIC' });
  const turns = await (await fetch(`${api}/workspaces/${workspace}/memories?${query}`, { headers: bearer() })).json();
  const stored = turns.items
    .sort((a, b) => a.provenance.turn - b.provenance.turn)
    .map((entry) => [entry.provenance.sourceType, entry.content, entry.status]);
  assert.deepEqual(stored, [
    ['USER_STATEMENT', 'My name is Ada and I work in Antwerp.', 'ACTIVE'],
    ['AGENT_INFERENCE', 'Nice to meet you, Ada.', 'ACTIVE'],
    ['USER_STATEMENT', 'When does the Antwerp office open?', 'ACTIVE'],
    ['AGENT_INFERENCE', 'It opens at 7am.', 'ACTIVE'],
  ]);
});
