// Opt-in (./run, not in mvn verify): the package inside n8n itself. The package downloaded from the running
// Mnemos is installed into n8n's custom-extensions folder as the README says, a credential and a workflow are
// imported with n8n's CLI and the workflow runs with `n8n execute`: a fact remembered and recalled, a secret
// refused onto the Remember node's error output, scratch forgotten by the n8n execution's id.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const api = new URL('api', process.env.MNEMOS_URL).href;
const home = process.env.N8N_HOME;
const secret = 'Use ghp_' + 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z5A for the export';
const environment = {
  ...process.env, N8N_USER_FOLDER: home, N8N_DIAGNOSTICS_ENABLED: 'false', N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
};

let run;

function n8n(...args) {
  return execFileSync(process.env.N8N_NODE, [path.resolve('node_modules/n8n/bin/n8n'), ...args], {
    env: environment, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024,
  });
}

async function post(url, body, token) {
  const headers = { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  return (await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) })).json();
}

function node(name, type, parameters, extra = {}) {
  return { id: name, name, type, typeVersion: 1, position: [0, 0], parameters, ...extra };
}

before(async () => {
  const { token } = await post(`${api}/dev/token`, { sub: 'n8n-user', tenant: 'acme' });
  const workspace = (await post(`${api}/workspaces`, { name: 'n8n full run' }, token)).id;

  const custom = path.join(home, '.n8n', 'custom');
  mkdirSync(custom, { recursive: true });
  const tarball = path.join(home, 'n8n-nodes-mnemos.tgz');
  writeFileSync(tarball, Buffer.from(await (await fetch(`${api}/integrations/n8n`)).arrayBuffer()));
  const started = Date.now();
  execFileSync('npm', ['install', '--omit=peer', '--no-audit', '--no-fund', '--loglevel=error', tarball], { cwd: custom });
  console.log(`# package installed into ~/.n8n/custom in ${Date.now() - started} ms`);

  const credential = { id: 'mnemosCredential1', name: 'Mnemos', type: 'mnemosApi', data: { baseUrl: api, token } };
  const mnemos = { mnemosApi: { id: credential.id, name: credential.name } };
  const uses = (parameters) => ({ workspace, ...parameters });
  const workflow = {
    id: 'mnemosFullRun1',
    name: 'Mnemos in n8n',
    active: false,
    settings: { executionOrder: 'v1' },
    nodes: [
      node('Start', 'n8n-nodes-base.manualTrigger', {}),
      node('Remember', 'CUSTOM.mnemosRemember', uses({
        content: 'The Antwerp office opens at 7am', kind: 'DURABLE', category: 'FACT', approved: true,
        source: { type: 'USER_STATEMENT' },
      }), { credentials: mnemos }),
      node('Recall', 'CUSTOM.mnemosRecall', uses({ query: 'When does the Antwerp office open?' }), { credentials: mnemos }),
      node('Remember secret', 'CUSTOM.mnemosRemember', uses({ content: secret }), { credentials: mnemos, onError: 'continueErrorOutput' }),
      node('Stored', 'n8n-nodes-base.noOp', {}),
      node('Refused', 'n8n-nodes-base.noOp', {}),
      node('Remember scratch', 'CUSTOM.mnemosRemember', uses({ content: 'Draft total: 42', kind: 'SCRATCH' }), { credentials: mnemos }),
      node('Forget run', 'CUSTOM.mnemosForget', uses({ runId: '={{ $execution.id }}', reason: 'the execution ended' }), { credentials: mnemos }),
    ],
    connections: {
      Start: { main: [[
        { node: 'Remember', type: 'main', index: 0 },
        { node: 'Remember secret', type: 'main', index: 0 },
        { node: 'Remember scratch', type: 'main', index: 0 },
      ]] },
      Remember: { main: [[{ node: 'Recall', type: 'main', index: 0 }]] },
      'Remember secret': { main: [[{ node: 'Stored', type: 'main', index: 0 }], [{ node: 'Refused', type: 'main', index: 0 }]] },
      'Remember scratch': { main: [[{ node: 'Forget run', type: 'main', index: 0 }]] },
    },
  };
  writeFileSync(path.join(home, 'credentials.json'), JSON.stringify([credential]));
  writeFileSync(path.join(home, 'workflow.json'), JSON.stringify([workflow]));
  n8n('import:credentials', `--input=${path.join(home, 'credentials.json')}`);
  n8n('import:workflow', `--input=${path.join(home, 'workflow.json')}`);
  const output = n8n('execute', `--id=${workflow.id}`, '--rawOutput');
  run = JSON.parse(output.slice(output.indexOf('{')));
});

const items = (name, outputIndex = 0) => run.data.resultData.runData[name][0].data.main[outputIndex].map((item) => item.json);

test('Remember stores the fact and Recall finds it', () => {
  const [stored] = items('Remember');
  assert.equal(stored.status, 'STORED');
  assert.ok(items('Recall')[0].results.some((entry) => entry.id === stored.id));
});

test('the secret leaves Remember on its error output with SECRET_DETECTED', () => {
  assert.deepEqual(items('Remember secret', 0), []);
  const [refused] = items('Remember secret', 1);
  assert.equal(refused.error.code, 'SECRET_DETECTED');
  assert.equal(items('Refused').length, 1);
  assert.equal(run.data.resultData.runData.Stored, undefined);
});

test('the execution id is the run: Forget by {{ $execution.id }} erases the scratch of this execution', () => {
  assert.deepEqual(items('Forget run'), [{ forgotten: 1 }]);
});
