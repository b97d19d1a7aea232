// Mnemos's Camunda 8 element templates as a running Mnemos serves them (PlatformClientsIT starts the product and
// passes MNEMOS_URL, MNEMOS_TOKEN and MNEMOS_WORKSPACE): validated with bpmn.io's validator, then each template
// applied and run as Camunda would, with the REST connector's request sent to Mnemos and the template's own
// result and error expressions evaluated by a FEEL interpreter (feelin, bpmn.io's).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getZeebeSchemaVersion, validateAllZeebe } from '@bpmn-io/element-templates-validator';
import { evaluate } from 'feelin';

const base = process.env.MNEMOS_URL;
const workspace = process.env.MNEMOS_WORKSPACE;
const secrets = { MNEMOS_TOKEN: process.env.MNEMOS_TOKEN };


async function download() {
  const listing = await (await fetch(new URL('api/integrations', base))).json();
  const camunda = listing.find((entry) => entry.id === 'camunda');
  assert.ok(camunda, JSON.stringify(listing));
  const response = await fetch(camunda.href);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type'), /^application\/json/);
  assert.match(response.headers.get('content-disposition'), /filename="mnemos-camunda-templates\.json"/);
  return { listing: camunda, templates: await response.json() };
}

async function availableNodes() {
  const nodes = await (await fetch(new URL('api/nodes', base))).json();
  return nodes.filter((node) => node.available);
}

function feel(expression, context) {
  assert.ok(expression.startsWith('='), expression);
  return evaluate(expression.slice(1), context).value;
}

// Camunda Modeler applying the template: every input property becomes an input mapping, in the template's
// order, with the value the user typed or else its default; one left empty is an input mapping without a
// source, which Camunda 8.8 resolves to null (the template's engines say ^8.8; `optional` is deprecated); a
// Boolean or Number value is written as a FEEL literal (bpmn-js-element-templates, FeelUtil).
function inputMappings(template, values) {
  const mappings = [];
  for (const property of template.properties.filter((p) => p.binding.type === 'zeebe:input')) {
    let value = property.id in values ? values[property.id] : property.value;
    assert.equal(property.optional, undefined, `${template.id}: ${property.id} is optional`);
    if (value === undefined || value === '') {
      assert.ok(!property.constraints?.notEmpty, `${template.id}: ${property.id} needs a value`);
      mappings.push({ source: null, target: property.binding.name });
      continue;
    }
    if (['Boolean', 'Number'].includes(property.type) && !String(value).startsWith('=')) {
      value = `=${value}`;
    }
    mappings.push({ source: String(value), target: property.binding.name });
  }
  return mappings;
}

// Zeebe activating the job: the mappings in order, each source (a FEEL expression after `=`, else a plain
// string) seeing the process variables and the targets before it; a dotted target nests (body.source.type).
function jobVariables(mappings, processVariables) {
  const local = {};
  for (const { source, target } of mappings) {
    const value = source === null ? null
      : source.startsWith('=') ? feel(source, { ...processVariables, ...local }) : source;
    const path = target.split('.');
    const parent = path.slice(0, -1).reduce((node, key) => (node[key] ??= {}), local);
    parent[path.at(-1)] = value;
  }
  return local;
}

function withSecrets(value) {
  if (typeof value === 'string') {
    return value.replace(/\{\{secrets\.(\w+)\}\}/g, (_, name) => secrets[name]);
  }
  if (Array.isArray(value)) return value.map(withSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withSecrets(inner)]));
  }
  return value;
}

function withoutNulls(value) {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== null)
      .map(([key, inner]) => [key, withoutNulls(inner)]));
  }
  return value;
}

// The REST connector (io.camunda:http-json:1) running the job: secrets resolved, bearer authentication, the
// body as JSON; an HTTP error becomes error {code: status, variables.response {headers, body}}; then the
// template's result expression and error expression (bpmnError(code, message, variables) raises a BPMN error).
async function runJob(template, values, processVariables = {}) {
  const input = withSecrets(jobVariables(inputMappings(template, values), processVariables));
  assert.equal(input.authentication.type, 'bearer');
  const body = input.ignoreNullValues ? withoutNulls(input.body) : input.body;
  const response = await fetch(input.url, {
    method: input.method,
    headers: { ...input.headers, 'Content-Type': 'application/json', Authorization: `Bearer ${input.authentication.token}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(Number(input.readTimeoutInSeconds) * 1000),
  });
  const text = await response.text();
  let parsed = text || null;
  try { parsed = JSON.parse(text); } catch { /* the connector keeps a body that is not JSON as text */ }
  const result = { status: response.status, headers: Object.fromEntries(response.headers), body: parsed };
  const header = (key) => template.properties.find((p) => p.binding.type === 'zeebe:taskHeader' && p.binding.key === key).value;
  const bpmnError = (code, message, variables) => ({ bpmnError: { code, message, variables } });
  if (response.status >= 400) {
    const error = { code: String(response.status), message: response.statusText, variables: { response: result } };
    const handled = feel(header('errorExpression'), { error, bpmnError });
    return { request: body, response: result, bpmnError: handled?.bpmnError, failed: !handled };
  }
  const variables = feel(header('resultExpression'), { response: result });
  const handled = feel(header('errorExpression'), { response: result, bpmnError });
  return { request: body, response: result, variables, bpmnError: handled?.bpmnError, failed: false };
}

const byId = (templates, id) => templates.find((template) => template.id === id);

test('the download is one valid element template per available node, on the current schema', async () => {
  const { listing, templates } = await download();
  assert.equal(listing.platform, 'Camunda 8');
  assert.equal(listing.mediaType, 'application/json');

  const { valid, results } = validateAllZeebe(templates);
  const errors = results.flatMap((result) => result.errors ?? []);
  assert.deepEqual(errors, [], JSON.stringify(errors, null, 2));
  assert.ok(valid);
  // No deprecation note on Camunda 8.8's form (no `optional` on inputs, FEEL values starting with `=`). The
  // validator (2.26.0, schema 0.46.0) reports the deprecated branch of the schema's `oneOf` for every
  // `feel: required` value, also for one that starts with `=` and so matches the current branch: that note alone
  // is accepted, and only where the value does start with `=`.
  const warnings = results.flatMap((result, index) => (result.warnings ?? [])
    .filter((warning) => {
      const value = warning.instancePath.match(/^\/properties\/(\d+)\/value$/)
        ? templates[index].properties[Number(warning.instancePath.split('/')[2])] : undefined;
      return !(warning.message === 'Value is deprecated' && value?.feel === 'required' && value.value.startsWith('='));
    })
    .map((warning) => `${templates[index].id} ${warning.instancePath}: ${warning.message}`));
  assert.deepEqual(warnings, []);
  for (const template of templates) {
    for (const kind of ['groups', 'properties']) {
      const ids = template[kind].map((entry) => entry.id).filter(Boolean);
      assert.deepEqual(ids.filter((id, index) => ids.indexOf(id) !== index), [], `${template.id}: ${kind} ids repeat`);
    }
    assert.equal(template.engines.camunda, '^8.8');
  }

  const nodes = await availableNodes();
  assert.deepEqual(templates.map((template) => template.id).sort(), nodes.map((node) => `org.${node.id}`).sort());
  for (const template of templates) {
    assert.ok(template.$schema.includes(`@camunda/zeebe-element-templates-json-schema@${getZeebeSchemaVersion()}/`), template.$schema);
    const taskType = template.properties.find((p) => p.binding.type === 'zeebe:taskDefinition' && p.binding.property === 'type');
    assert.equal(taskType.value, 'io.camunda:http-json:1');
    assert.equal(template.properties.find((p) => p.id === 'mnemosBaseUrl').value, new URL('api', base).href);
  }
});

test('remember then recall: the connector posts the flat tool body and the result expression maps the output', async () => {
  const { templates } = await download();

  const stored = await runJob(byId(templates, 'org.mnemos.remember'), {
    'body.workspace': workspace,
    'body.content': 'The Leuven office opens at 9am',
    'body.kind': 'DURABLE',
    'body.category': 'FACT',
    'body.source.type': 'USER_STATEMENT',
    'body.approved': true,
  });
  assert.equal(stored.response.status, 200, JSON.stringify(stored.response.body));
  assert.deepEqual(stored.request, {
    workspace, content: 'The Leuven office opens at 9am', kind: 'DURABLE', category: 'FACT',
    source: { type: 'USER_STATEMENT' }, confidence: 0.5, approved: true,
  });
  assert.equal(stored.variables.mnemosRemember.status, 'STORED');
  assert.equal(stored.bpmnError, undefined);

  const recalled = await runJob(
    byId(templates, 'org.mnemos.recall'),
    { 'body.workspace': '=mnemosWorkspace', 'body.query': '=question', 'body.k': 5 },
    { mnemosWorkspace: workspace, question: 'When does the Leuven office open?' },
  );
  assert.equal(recalled.response.status, 200, JSON.stringify(recalled.response.body));
  assert.equal(recalled.request.k, 5);
  assert.equal(recalled.variables.mnemosRecall.abstained, false);
  assert.ok(recalled.variables.mnemosRecall.results.some((entry) => entry.id === stored.variables.mnemosRemember.id));
});

test('a secret raises the BPMN error SECRET_DETECTED with the detail as its message', async () => {
  const { templates } = await download();

  const refused = await runJob(byId(templates, 'org.mnemos.remember'), {
    'body.workspace': workspace,
    'body.content': 'Use ghp_' + 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z5A for the export',
  });

  assert.equal(refused.response.status, 422);
  assert.equal(refused.bpmnError.code, 'SECRET_DETECTED');
  assert.equal(refused.bpmnError.message, refused.response.body.detail);
  assert.equal(refused.bpmnError.variables.mnemosError.code, 'SECRET_DETECTED');
});

test('a failure that is no Mnemos business error stays a job failure: retried, then an incident', async () => {
  const { templates } = await download();
  const remember = byId(templates, 'org.mnemos.remember');

  const unauthenticated = await runJob(remember, {
    'authentication.token': 'not-a-token', 'body.workspace': workspace, 'body.content': 'Anything',
  });

  assert.equal(unauthenticated.response.status, 401);
  assert.equal(unauthenticated.failed, true);
  assert.equal(unauthenticated.bpmnError, undefined);
});

test('every template: its request reaches the node, and a refusal is a BPMN error exactly for the node\'s non-retryable codes', async (t) => {
  const { templates } = await download();
  const outcomes = [];
  for (const node of await availableNodes()) {
    const template = byId(templates, `org.${node.id}`);
    const values = { 'body.workspace': workspace };
    for (const property of template.properties) {
      if (property.binding.type !== 'zeebe:input' || !property.constraints?.notEmpty || property.type === 'Hidden'
          || property.id in values || property.value !== undefined) continue;
      values[property.id] = property.type === 'Dropdown' ? property.choices.find((choice) => choice.value).value : 'sample';
    }

    const run = await runJob(template, values);

    const business = node.errors.filter((error) => !error.retryable).map((error) => error.code);
    if (run.response.status === 200) {
      assert.equal(run.failed, false, node.id);
      assert.ok(run.variables && typeof run.variables === 'object', node.id);
    } else {
      const code = run.response.body.code;
      assert.equal(typeof code, 'string', `${node.id}: ${JSON.stringify(run.response.body)}`);
      assert.equal(run.bpmnError?.code, business.includes(code) ? code : undefined, `${node.id}: ${code}`);
      assert.equal(run.failed, !business.includes(code), `${node.id}: ${code}`);
    }
    const outcome = run.bpmnError ? 'BPMN error' : run.failed ? 'job failure' : 'completed';
    outcomes.push(outcome);
    t.diagnostic(`${node.id}: HTTP ${run.response.status} ${run.response.body?.code ?? ''} → ${outcome}`);
  }
  assert.ok(outcomes.includes('completed') && outcomes.includes('BPMN error'), outcomes.join());
});
