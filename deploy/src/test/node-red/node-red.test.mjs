// node-red-contrib-mnemos as a Node-RED user gets it (PlatformClientsIT starts the product and passes MNEMOS_URL,
// MNEMOS_TOKEN and MNEMOS_WORKSPACE): listed by GET /api/integrations, installed with npm from the address the
// listing gives, then run by Node-RED itself, once through node-red-node-test-helper (flows whose outputs the test
// watches) and once as a real Node-RED process that loads it from its user directory.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import helper from 'node-red-node-test-helper';

const require = createRequire(import.meta.url);
const api = new URL('api/', process.env.MNEMOS_URL);
const token = process.env.MNEMOS_TOKEN;
const workspace = process.env.MNEMOS_WORKSPACE;
const secret = 'AKIA' + 'IOSFODNN7EXAMPLE';

helper.init(require.resolve('node-red'));

let listing;
let userDir;
let installed;
let mnemosNodes;
const catchNode = require(require.resolve('@node-red/nodes/core/common/25-catch.js',
  { paths: [path.dirname(require.resolve('node-red/package.json'))] }));

before(async () => {
  const answer = await fetch(new URL('integrations', api));
  assert.equal(answer.status, 200);
  listing = (await answer.json()).find((entry) => entry.id === 'node-red');
  assert.ok(listing, 'GET /api/integrations lists node-red');
  // A user directory without a package.json, inside a directory that has one: without --prefix, npm would
  // install into the parent, where Node-RED does not look.
  const parent = mkdtempSync(path.join(tmpdir(), 'node-red-home-'));
  writeFileSync(path.join(parent, 'package.json'), JSON.stringify({ name: 'someone-elses-project', private: true }));
  userDir = path.join(parent, '.node-red');
  mkdirSync(userDir);
  // The README's install step, run from elsewhere, with a cache of its own so that nothing stale or shared is
  // installed.
  execFileSync('npm', ['install', '--prefix', userDir, listing.href, '--cache', path.join(parent, '.npm-cache'),
    '--prefer-online', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd: parent, stdio: 'pipe' });
  assert.ok(!existsSync(path.join(parent, 'node_modules')), 'npm installed into the parent directory');
  installed = path.join(userDir, 'node_modules', 'node-red-contrib-mnemos');
  const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
  mnemosNodes = Object.values(manifest['node-red'].nodes).map((file) => require(path.join(installed, file)));
  await helper.startServer();
});

after(async () => {
  await helper.stopServer();
  if (userDir) rmSync(path.dirname(userDir), { recursive: true, force: true });
});

const server = { id: 'server', type: 'mnemos-config', baseUrl: api.href.replace(/\/$/, ''), workspace };
const withToken = { server: { token } };
const watcher = (id) => ({ id, type: 'helper' });

// Resolves with the first message any of the watched helper nodes receives, and which node got it.
function first(...ids) {
  return new Promise((resolve) => {
    ids.forEach((id) => helper.getNode(id).once('input', (msg) => resolve({ at: id, msg })));
  });
}

async function inFlow(flow, credentials, run) {
  await helper.load(mnemosNodes, flow, credentials);
  try {
    await run();
  } finally {
    await helper.unload();
  }
}

test('the listing names the package, and npm installs it from the address the listing gives', async () => {
  assert.equal(listing.platform, 'Node-RED');
  assert.equal(listing.packageName, 'node-red-contrib-mnemos');
  assert.equal(listing.fileName, `node-red-contrib-mnemos-${listing.version}.tgz`);
  const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
  assert.equal(manifest.version, listing.version);
  assert.match(manifest.version, /^\d+\.\d+\.\d+$/);
  assert.ok(manifest.license);
  assert.ok(manifest.keywords.includes('node-red'));
  assert.match(manifest['node-red'].version, /^>=\d/);
  // Node-RED's Import → Examples menu lists the flows under examples/: each one a flow of this package's nodes.
  const examples = readdirSync(path.join(installed, 'examples'));
  assert.deepEqual(examples, ['Remember and recall.json']);
  const example = JSON.parse(readFileSync(path.join(installed, 'examples', examples[0]), 'utf8'));
  assert.ok(example.some((node) => node.type === 'catch'));
  assert.equal(example.find((node) => node.type === 'mnemos-config').baseUrl, api.href.replace(/\/$/, ''));
  const { nodes } = JSON.parse(readFileSync(path.join(installed, 'nodes.json'), 'utf8'));
  nodes.forEach((node) => assert.ok(existsSync(path.join(installed, 'icons', node.icon)), node.icon));
});

test('every available node of the catalog is a Node-RED node type', async () => {
  const catalog = await (await fetch(new URL('nodes', api))).json();
  const available = catalog.filter((node) => node.available);
  assert.ok(available.length >= 3);
  const flow = [server, ...available.map((node, index) => ({ id: `n${index}`, type: node.id.replace('.', '-'), server: 'server' }))];
  await inFlow(flow, withToken, async () => {
    available.forEach((node, index) => assert.ok(helper.getNode(`n${index}`), `${node.id} is registered`));
  });
});

test('remember then recall in one flow: results on output 1, both calls in the run of the message', async () => {
  const flow = [
    server,
    { id: 'remember', type: 'mnemos-remember', server: 'server', kind: 'SCRATCH', category: 'FACT',
      source_type: 'USER_STATEMENT', wires: [['stored', 'recall'], ['failed']] },
    { id: 'recall', type: 'mnemos-recall', server: 'server', query: 'Which room is the workshop in?',
      wires: [['recalled'], ['failed']] },
    watcher('stored'), watcher('recalled'), watcher('failed'),
  ];
  await inFlow(flow, withToken, async () => {
    const stored = first('stored', 'failed');
    const recalled = first('recalled', 'failed');
    helper.getNode('remember').receive({ payload: 'The workshop is in room 4.12' });

    const remembered = await stored;
    assert.equal(remembered.at, 'stored', JSON.stringify(remembered.msg.payload));
    assert.equal(remembered.msg.payload.status, 'STORED');
    const found = await recalled;
    assert.equal(found.at, 'recalled', JSON.stringify(found.msg.payload));
    assert.equal(found.msg._msgid, remembered.msg._msgid);
    const ids = found.msg.payload.results.map((candidate) => candidate.id);
    assert.ok(ids.includes(remembered.msg.payload.id), JSON.stringify(found.msg.payload));

    // Another message is another run: the first run's scratch is not its memory, unless msg.runId names that run.
    const elsewhere = first('recalled', 'failed');
    helper.getNode('recall').receive({ payload: {} });
    const other = await elsewhere;
    assert.equal(other.at, 'recalled');
    assert.ok(!(other.msg.payload.results || []).some((candidate) => candidate.id === remembered.msg.payload.id));
    const named = first('recalled', 'failed');
    helper.getNode('recall').receive({ payload: {}, runId: remembered.msg._msgid });
    assert.ok((await named).msg.payload.results.some((candidate) => candidate.id === remembered.msg.payload.id));
  });
});

test('a secret is refused on output 2 with its code, and the result output stays silent', async () => {
  const flow = [
    server,
    { id: 'remember', type: 'mnemos-remember', server: 'server', wires: [['stored'], ['failed']] },
    watcher('stored'), watcher('failed'),
  ];
  await inFlow(flow, withToken, async () => {
    const outcome = first('stored', 'failed');
    helper.getNode('remember').receive({ payload: { content: `The deploy key is ${secret}`, category: 'FACT' } });

    const { at, msg } = await outcome;
    assert.equal(at, 'failed');
    assert.equal(msg.payload.code, 'SECRET_DETECTED');
    assert.equal(msg.statusCode, 422);
    assert.doesNotMatch(JSON.stringify(msg.payload), new RegExp(secret));
  });
});

test('a refusal reaches a Catch node as an error, and output 2 still gets it', async () => {
  const flow = [
    server,
    { id: 'remember', type: 'mnemos-remember', server: 'server', wires: [['stored'], ['failed']] },
    // an id other than its type: Node-RED takes a flow-less node's text property naming a node id as a dependency
    { id: 'catcher', type: 'catch', scope: null, uncaught: false, wires: [['caught']] },
    watcher('stored'), watcher('failed'), watcher('caught'),
  ];
  await helper.load([...mnemosNodes, catchNode], flow, withToken);
  try {
    const failed = first('stored', 'failed');
    const caught = first('caught');
    helper.getNode('remember').receive({ payload: { content: `The deploy key is ${secret}` } });

    assert.equal((await failed).at, 'failed');
    const { msg } = await caught;
    assert.match(msg.error.message, /^SECRET_DETECTED: /);
    assert.equal(msg.error.source.id, 'remember');
    assert.equal(msg.payload.code, 'SECRET_DETECTED');
    assert.doesNotMatch(JSON.stringify(msg), new RegExp(secret));
  } finally {
    await helper.unload();
  }
});

test('TypedInput fields read msg and env per message', async () => {
  process.env.MNEMOS_TEST_K = '1';
  const flow = [
    server,
    { id: 'remember', type: 'mnemos-remember', server: 'server', kind: 'EPISODIC', category: 'FACT',
      content: 'note', contentType: 'msg', wires: [['recall'], ['failed']] },
    { id: 'recall', type: 'mnemos-recall', server: 'server', query: 'topic', queryType: 'msg',
      input_k: 'MNEMOS_TEST_K', input_kType: 'env', wires: [['recalled'], ['failed']] },
    watcher('recalled'), watcher('failed'),
  ];
  await inFlow(flow, withToken, async () => {
    for (const fact of ['The Bruges archive is in the cellar', 'The Bruges library opens at ten']) {
      const outcome = first('recalled', 'failed');
      helper.getNode('remember').receive({ note: fact, topic: 'Where is the Bruges archive?', payload: {} });
      const { at, msg } = await outcome;
      assert.equal(at, 'recalled', JSON.stringify(msg.payload));
      // k = 1 from the environment: at most one of the run's entries comes back
      assert.ok(msg.payload.results.length <= 1, JSON.stringify(msg.payload));
    }
    // Without the variable k is not sent, so Recall's default of 10 applies: the three Bruges facts come back.
    const unset = first('recalled', 'failed');
    delete process.env.MNEMOS_TEST_K;
    helper.getNode('remember').receive({ note: 'The Bruges archive key is at the desk', topic: 'Bruges archive', payload: {} });
    const { at, msg } = await unset;
    assert.equal(at, 'recalled', JSON.stringify(msg.payload));
    assert.ok(msg.payload.results.length >= 2, JSON.stringify(msg.payload));
  });
});

test('generate, publish, refresh and list versions without a raw HTTP node', async () => {
  const sources = new URL(`workspaces/${workspace}/data-sources`, api);
  const auth = { Authorization: `Bearer ${token}` };
  const created = await fetch(sources, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'weekly-orders', type: 'CSV', config: { header: true, onMalformedRow: 'SKIP' } }) });
  assert.equal(created.status, 201);
  const { id: dataSource } = await created.json();
  const csv = 'Week,Region,Sales\n2026-01-05,North,120\n2026-01-05,South,95\n2026-01-12,North,130\n2026-01-12,South,101\n';
  const uploaded = await fetch(`${sources}/${dataSource}/file`, { method: 'PUT', headers: { ...auth, 'Content-Type': 'text/csv' }, body: csv });
  assert.equal(uploaded.status, 200, await uploaded.text());
  const profiled = await fetch(`${sources}/${dataSource}/profile`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: '{}' });
  assert.equal(profiled.status, 200, await profiled.text());

  const flow = [
    server,
    { id: 'generate', type: 'mnemos-generate-artifact', server: 'server', dataSourceId: dataSource,
      instruction: 'Weekly sales by region', wires: [['publisher', 'generated'], ['failed']] },
    { id: 'publisher', type: 'mnemos-artifact', server: 'server', action: 'publish', wires: [['published'], ['failed']] },
    { id: 'refresher', type: 'mnemos-artifact', server: 'server', action: 'refresh', artifactId: 'artifact',
      artifactIdType: 'msg', wires: [['refreshed'], ['failed']] },
    { id: 'lister', type: 'mnemos-artifact', server: 'server', action: 'versions', artifactId: 'artifact',
      artifactIdType: 'msg', wires: [['listed'], ['failed']] },
    watcher('generated'), watcher('published'), watcher('refreshed'), watcher('listed'), watcher('failed'),
  ];
  await inFlow(flow, withToken, async () => {
    const generated = first('generated', 'failed');
    const published = first('published', 'failed');
    helper.getNode('generate').receive({ payload: {} });
    const made = await generated;
    assert.equal(made.at, 'generated', JSON.stringify(made.msg.payload));
    assert.equal(made.msg.payload.draft, true);
    const artifact = made.msg.payload.artifactId;
    // Publish follows Generate Artifact directly: its empty Artifact setting takes msg.payload.artifactId.
    const draft = await published;
    assert.equal(draft.at, 'published', JSON.stringify(draft.msg.payload));
    assert.equal(draft.msg.payload.number, 1);

    const refreshed = first('refreshed', 'failed');
    helper.getNode('refresher').receive({ artifact, payload: {} });
    const refresh = await refreshed;
    assert.equal(refresh.at, 'refreshed', JSON.stringify(refresh.msg.payload));
    assert.equal(refresh.msg.payload.status, 'SUCCEEDED');
    assert.equal(refresh.msg.payload.rowCount, 4);

    const listed = first('listed', 'failed');
    helper.getNode('lister').receive({ artifact, payload: {} });
    const versions = await listed;
    assert.equal(versions.at, 'listed', JSON.stringify(versions.msg.payload));
    assert.deepEqual(versions.msg.payload.map((version) => version.number), [1]);

    const unknown = first('listed', 'failed');
    helper.getNode('lister').receive({ artifact: 'no-such-artifact', payload: {} });
    const refused = await unknown;
    assert.equal(refused.at, 'failed');
    assert.equal(refused.msg.payload.code, 'ARTIFACT_NOT_FOUND');
    assert.equal(refused.msg.statusCode, 404);
  });
});

test('a setting the server refuses is named by its field; without a token the call is unauthenticated', async () => {
  const flow = [
    server,
    { id: 'recall', type: 'mnemos-recall', server: 'server', query: 'anything', input_k: 'many', wires: [['recalled'], ['failed']] },
    watcher('recalled'), watcher('failed'),
  ];
  await inFlow(flow, withToken, async () => {
    const outcome = first('recalled', 'failed');
    helper.getNode('recall').receive({ payload: 'not a setting: the text fills the query' });
    const { at, msg } = await outcome;
    assert.equal(at, 'failed');
    assert.equal(msg.payload.code, 'INVALID_INPUT');
    assert.deepEqual(msg.payload.errors.map((error) => error.pointer), ['/k']);
  });
  await inFlow(flow.map((node) => (node.id === 'recall' ? { ...node, input_k: '' } : node)), {}, async () => {
    const outcome = first('recalled', 'failed');
    helper.getNode('recall').receive({ payload: {} });
    const { at, msg } = await outcome;
    assert.equal(at, 'failed');
    assert.equal(msg.payload.code, 'UNAUTHENTICATED');
    assert.equal(msg.statusCode, 401);
  });
});

test("a picker offers the workspace's objects, listed by the runtime with the server's token", async () => {
  const created = await fetch(new URL(`workspaces/${workspace}/data-sources`, api), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'weekly-sales', type: 'CSV', config: { header: true, onMalformedRow: 'SKIP' } }),
  });
  assert.equal(created.status, 201);
  const { id } = await created.json();
  await inFlow([server], withToken, async () => {
    const offered = await helper.request().get('/mnemos-config/server/data-sources');
    assert.equal(offered.status, 200);
    assert.ok(offered.body.some((item) => item.id === id && item.name === 'weekly-sales'), JSON.stringify(offered.body));
    assert.equal((await helper.request().get('/mnemos-config/server/memories')).status, 404);
    assert.equal((await helper.request().get('/mnemos-config/elsewhere/data-sources')).status, 404);
  });
});

// A real Node-RED process: it finds the package in its user directory, serves the editor its dialogs, keeps the
// token among its encrypted credentials and runs a deployed flow that an HTTP request drives.
test('Node-RED loads the installed package, serves its editor and runs a deployed flow', async (t) => {
  const port = await freePort();
  writeFileSync(path.join(userDir, 'settings.js'), `module.exports = ${JSON.stringify({
    uiHost: '127.0.0.1', uiPort: port, flowFile: 'flows.json', credentialSecret: 'node-red-test',
    logging: { console: { level: 'warn' } }, telemetry: { enabled: false },
  })};`);
  const red = spawn(process.execPath, [require.resolve('node-red/red.js'), '--userDir', userDir,
    '--settings', path.join(userDir, 'settings.js')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  red.stdout.on('data', (chunk) => { log += chunk; });
  red.stderr.on('data', (chunk) => { log += chunk; });
  t.after(() => red.kill('SIGTERM'));
  const editor = `http://127.0.0.1:${port}`;
  await ready(`${editor}/settings`, () => log);

  const sets = await (await fetch(`${editor}/nodes`, { headers: { Accept: 'application/json' } })).json();
  const set = sets.find((candidate) => candidate.module === 'node-red-contrib-mnemos');
  assert.ok(set, log);
  assert.equal(set.err, undefined, set.err);
  assert.ok(set.enabled);
  const { nodes } = JSON.parse(readFileSync(path.join(installed, 'nodes.json'), 'utf8'));
  assert.deepEqual([...set.types].sort(), ['mnemos-config', 'mnemos-artifact', ...nodes.map((node) => node.type)].sort());
  const html = await (await fetch(`${editor}/nodes`, { headers: { Accept: 'text/html' } })).text();
  nodes.forEach((node) => assert.ok(html.includes(`data-template-name="${node.type}"`), node.type));
  assert.ok(html.includes('id="node-input-source_type"'));

  const deployed = await fetch(`${editor}/flows`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Node-RED-Deployment-Type': 'full' },
    body: JSON.stringify([
      { id: 'tab', type: 'tab', label: 'Mnemos' },
      { ...server, credentials: { token } },
      { id: 'in', z: 'tab', type: 'http in', url: '/remember', method: 'post', wires: [['remember']] },
      { id: 'remember', z: 'tab', type: 'mnemos-remember', server: 'server', kind: 'DURABLE', category: 'FACT',
        approved: true, source_type: 'USER_STATEMENT', wires: [['ok'], ['refused']] },
      { id: 'ok', z: 'tab', type: 'http response', statusCode: '200' },
      { id: 'refused', z: 'tab', type: 'http response' },
      { id: 'probe', z: 'tab', type: 'http in', url: '/started', method: 'get', wires: [['started']] },
      { id: 'started', z: 'tab', type: 'http response', statusCode: '204' },
    ]),
  });
  assert.equal(deployed.status, 204, await deployed.text());
  // Node-RED answers the deployment before it starts the flows: the probe route answers once they run.
  await ready(`${editor}/started`, () => log);
  assert.doesNotMatch(readFileSync(path.join(userDir, 'flows.json'), 'utf8'), new RegExp(token.slice(-20)));

  const stored = await post(`${editor}/remember`, { content: 'The Ghent office closes at 6pm' });
  assert.equal(stored.status, 200, JSON.stringify(stored.body));
  assert.equal(stored.body.status, 'STORED');
  const refused = await post(`${editor}/remember`, { content: `Use ${secret} for the upload` });
  assert.equal(refused.status, 422);
  assert.equal(refused.body.code, 'SECRET_DETECTED');
});

async function post(url, body) {
  const answer = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: answer.status, body: await answer.json() };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

// Waits for the address to answer 2xx: a bounded number of tries, not a deadline.
async function ready(url, log) {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`${url} did not answer: ${log()}`);
}
