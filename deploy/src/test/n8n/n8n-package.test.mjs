// The n8n package a running Mnemos serves, as n8n meets it (PlatformClientsIT starts the product and passes
// MNEMOS_URL, MNEMOS_TOKEN and MNEMOS_WORKSPACE): downloaded from GET /api/integrations/n8n, unpacked, each
// node and the credential loaded as n8n's loader does, and execute() run with real HTTP against the product.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { errorOutput, Host, iconPath, loadClass } from './n8n-host.mjs';

const { NodeApiError, NodeHelpers } = createRequire(import.meta.url)('n8n-workflow');

const api = new URL('api', process.env.MNEMOS_URL).href;
const workspace = process.env.MNEMOS_WORKSPACE;
const credentials = { baseUrl: api, token: process.env.MNEMOS_TOKEN };
const secret = 'Use ghp_' + 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z5A for the export';

let listing;
let root;
let packageJson;
let types;
let credentialType;
let host;
let catalog;

const type = (name) => types.find((candidate) => candidate.description.name === name);

before(async () => {
  listing = (await (await fetch(`${api}/integrations`)).json()).find((offered) => offered.id === 'n8n');
  const download = await fetch(listing.href);
  assert.equal(download.status, 200);
  assert.equal(download.headers.get('content-disposition'), `attachment; filename="${listing.fileName}"`);
  const folder = mkdtempSync(path.join(process.cwd(), 'downloaded-'));
  writeFileSync(path.join(folder, listing.fileName), Buffer.from(await download.arrayBuffer()));
  execFileSync('tar', ['-xzf', listing.fileName], { cwd: folder });
  root = path.join(folder, 'package');
  packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  // The chat memory needs n8n's AI node SDK (@n8n/ai-utilities), which only n8n itself brings (full/run tests it)
  types = actionNodes().map((file) => loadClass(root, file));
  credentialType = loadClass(root, packageJson.n8n.credentials[0]);
  host = new Host(packageJson.name, types, credentialType);
  catalog = (await (await fetch(`${api}/nodes`)).json()).filter((node) => node.available);
});

test('GET /api/integrations offers n8n-nodes-mnemos, an npm tarball of a community-node package', () => {
  assert.equal(listing.packageName, 'n8n-nodes-mnemos');
  assert.equal(listing.mediaType, 'application/gzip');
  assert.equal(listing.fileName, `n8n-nodes-mnemos-${listing.version}.tgz`);
  assert.equal(packageJson.name, 'n8n-nodes-mnemos');
  assert.equal(packageJson.version, listing.version);
  assert.ok(packageJson.keywords.includes('n8n-community-node-package'));
  assert.equal(packageJson.n8n.n8nNodesApiVersion, 1);
  assert.deepEqual(packageJson.peerDependencies, { 'n8n-workflow': '*', '@n8n/ai-utilities': '*' });
});

const MEMORY_NODE = 'dist/nodes/MnemosChatMemory/MnemosChatMemory.node.js';

function actionNodes() {
  return packageJson.n8n.nodes.filter((file) => file !== MEMORY_NODE);
}

test('the package also lists the chat memory sub-node, with its codex under AI › Memory', () => {
  assert.ok(packageJson.n8n.nodes.includes(MEMORY_NODE));
  const codex = JSON.parse(readFileSync(path.join(root, `${MEMORY_NODE}on`), 'utf8'));
  assert.deepEqual([codex.node, codex.subcategories.AI], ['n8n-nodes-mnemos.mnemosChatMemory', ['Memory']]);
  assert.ok(existsSync(path.join(root, 'dist/MnemosChat.js')));
});

test('one node per available descriptor, each loadable by n8n with its codex, icons, credential and tool use', () => {
  const tools = catalog.map((node) => node.id.replace(/[.-]/g, '_'));
  assert.equal(types.length, catalog.length);
  actionNodes().forEach((file, index) => {
    const { description } = types[index];
    assert.equal(typeof types[index].execute, 'function', file);
    assert.ok(tools.some((tool) => tool.replace(/_(.)/g, (_, c) => c.toUpperCase()) === description.name), description.name);
    assert.equal(description.usableAsTool, true);
    assert.deepEqual(description.credentials, [{ name: 'mnemosApi', required: true }]);
    assert.deepEqual([description.inputs, description.outputs], [['main'], ['main']]);
    const codex = JSON.parse(readFileSync(path.join(root, `${file}on`), 'utf8'));
    assert.deepEqual([codex.node, codex.categories], [`n8n-nodes-mnemos.${description.name}`, ['Data & Storage']]);
    for (const theme of ['light', 'dark']) {
      const icon = iconPath(root, file, description.icon[theme]);
      assert.ok(existsSync(icon) && readFileSync(icon, 'utf8').startsWith('<svg'), icon);
    }
  });
});

test('every input field of every descriptor is a parameter, with the descriptor defaults n8n fills in', () => {
  for (const node of catalog) {
    const nodeType = types.find((candidate) => candidate.description.displayName === `Mnemos ${node.displayName}`);
    const { properties } = nodeType.description;
    const offered = properties.flatMap((property) => [property.name, ...(property.type === 'collection' ? property.options.map((option) => option.name) : [])]);
    assert.equal(properties[0].name, 'workspace');
    assert.deepEqual(Object.keys(node.properties.properties).filter((field) => !offered.includes(field)), [], node.id);

    const defaults = NodeHelpers.getNodeParameters(properties, {}, true, false, { typeVersion: 1 }, nodeType.description);
    for (const property of properties.filter((candidate) => 'default' in (node.properties.properties[candidate.name] ?? {}))) {
      assert.deepEqual(defaults[property.name], node.properties.properties[property.name].default, `${node.id} ${property.name}`);
    }
  }
  const { node } = host.node(type('mnemosRecall'), {});
  const issues = NodeHelpers.getNodeParametersIssues(type('mnemosRecall').description.properties, node, type('mnemosRecall').description);
  assert.deepEqual(Object.keys(issues.parameters).sort(), ['query', 'workspace']);
});

test('the mnemosApi credential defaults to the address it came from; its test request needs a valid token', async () => {
  assert.equal(credentialType.name, 'mnemosApi');
  const [baseUrl, token] = credentialType.properties;
  assert.equal(baseUrl.default, api);
  assert.equal(token.typeOptions.password, true);

  const workspaces = await host.testCredential(credentials);
  assert.ok(workspaces.some((listed) => listed.id === workspace));
  await assert.rejects(host.testCredential({ ...credentials, token: 'not-a-token' }), (error) => error.response.status === 401);
});

test('loadOptions lists the workspaces of the credential\'s caller', async () => {
  const context = host.loadOptionsFunctions(type('mnemosRecall'), {}, credentials);
  const options = await type('mnemosRecall').methods.loadOptions.workspaces.call(context);
  assert.ok(options.some((option) => option.value === workspace && option.description === 'OWNER'));

  const picker = host.loadOptionsFunctions(type('mnemosRefreshData'), { workspace }, credentials);
  assert.deepEqual(await type('mnemosRefreshData').methods.loadOptions.artifacts.call(picker), []);
});

test('execute: Remember then Recall through the real HTTP call, one item each, paired with its input', async () => {
  const [[stored]] = await host.execute(type('mnemosRemember'), {
    workspace, content: 'The Ghent office opens at 8am', kind: 'DURABLE', category: 'FACT', approved: true,
    source: { type: 'USER_STATEMENT', citation: 'office manual' },
  }, { credentials });
  assert.equal(stored.json.status, 'STORED');
  assert.deepEqual(stored.pairedItem, { item: 0 });

  const [[recalled]] = await host.execute(type('mnemosRecall'), {
    workspace, query: 'When does the Ghent office open?', filtersFields: { kinds: ['DURABLE'] },
  }, { credentials });
  assert.equal(recalled.json.abstained, false);
  assert.ok(recalled.json.results.some((entry) => entry.id === stored.json.id));
});

test('the execution id is the run: its scratch is forgotten by that run id, not by another', async () => {
  const remember = { workspace, content: 'Draft total for the run: 42', kind: 'SCRATCH' };
  await host.execute(type('mnemosRemember'), remember, { credentials, executionId: 'execution-77' });

  const forget = (runId) => host.execute(type('mnemosForget'), { workspace, runId, reason: 'the run ended' }, { credentials });
  assert.deepEqual((await forget('execution-78'))[0][0].json, { forgotten: 0 });
  assert.deepEqual((await forget('execution-77'))[0][0].json, { forgotten: 1 });
});

test('a secret is refused: on the error output with its code under continueErrorOutput, else NodeApiError', async () => {
  const items = [{ json: { text: 'The export runs at noon' } }, { json: { text: secret } }];
  const remember = { workspace, content: '={{ $json.text }}' };

  const [output] = await host.execute(type('mnemosRemember'), remember, { items, credentials, settings: { onError: 'continueErrorOutput' } });
  const routed = errorOutput(output);
  assert.equal(routed.main.length, 1);
  assert.equal(routed.main[0].json.status, 'STORED');
  assert.equal(routed.error.length, 1);
  const [refused] = routed.error;
  assert.deepEqual(refused.pairedItem, { item: 1 });
  assert.equal(refused.json.error.code, 'SECRET_DETECTED');
  assert.equal(refused.json.error.status, 422);
  assert.equal(refused.json.error.retryable, false);
  assert.match(refused.json.error.hint, /reference/);
  assert.match(refused.json.message, /^SECRET_DETECTED: /);
  assert.doesNotMatch(JSON.stringify(refused), /ghp_/);

  await assert.rejects(host.execute(type('mnemosRemember'), remember, { items, credentials }), (error) => {
    assert.ok(error instanceof NodeApiError);
    assert.equal(error.httpCode, '422');
    assert.match(error.message, /^SECRET_DETECTED: /);
    assert.equal(error.context.itemIndex, 1);
    assert.match(error.description, /reference/);
    return true;
  });
});

test('a field out of its bounds is INVALID_INPUT naming the parameter', async () => {
  await assert.rejects(
    host.execute(type('mnemosRecall'), { workspace, query: 'anything', k: 1000 }, { credentials }),
    (error) => error instanceof NodeApiError && /^INVALID_INPUT: .*\/k: /.test(error.message),
  );
});
