// The official npm MCP client against a running Mnemos (PlatformClientsIT starts the product and passes
// MNEMOS_URL, MNEMOS_TOKEN and MNEMOS_WORKSPACE). The SDK itself checks each tool's structuredContent
// against its outputSchema in callTool (after listTools); the test checks again with the SDK's validator.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';

const endpoint = new URL('mcp', process.env.MNEMOS_URL);
const workspace = process.env.MNEMOS_WORKSPACE;

async function connect(token) {
  const client = new Client({ name: 'mnemos-npm-test', version: '1.0.0' });
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  await client.connect(new StreamableHTTPClientTransport(endpoint, { requestInit: { headers } }));
  return client;
}

function conforms(schema, content) {
  const result = new AjvJsonSchemaValidator().getValidator(schema)(content);
  assert.ok(result.valid, result.errorMessage);
}

test('tools/list: one tool per available node, with schemas, annotations and an icon', async () => {
  const client = await connect(process.env.MNEMOS_TOKEN);
  try {
    const { tools } = await client.listTools();
    const names = tools.map((tool) => tool.name);
    assert.ok(['mnemos_remember', 'mnemos_recall', 'mnemos_forget'].every((name) => names.includes(name)), names.join());
    for (const tool of tools) {
      assert.match(tool.name, /^[a-zA-Z0-9_-]{1,64}$/);
      assert.equal(tool.inputSchema.type, 'object');
      assert.ok(tool.inputSchema.required.includes('workspace'), tool.name);
      assert.equal(tool.outputSchema.type, 'object');
      assert.equal(typeof tool.annotations.readOnlyHint, 'boolean');
      assert.equal(tool.icons[0].mimeType, 'image/svg+xml');
      assert.doesNotMatch(JSON.stringify(tool.inputSchema), /"x-/);
      for (const combinator of ['oneOf', 'anyOf', 'allOf', 'not']) {
        assert.equal(tool.inputSchema[combinator], undefined, `${tool.name} has a top-level ${combinator}`);
      }
      assert.doesNotMatch(JSON.stringify(tool.outputSchema), /"type":\[/, `${tool.name}: one type name per type`);
    }
    assert.equal(tools.find((tool) => tool.name === 'mnemos_recall').annotations.readOnlyHint, true);
  } finally {
    await client.close();
  }
});

test('remember then recall: structuredContent conforms to the output schema, the text is the same JSON', async () => {
  const client = await connect(process.env.MNEMOS_TOKEN);
  try {
    const { tools } = await client.listTools();
    const schema = (name) => tools.find((tool) => tool.name === name).outputSchema;

    const stored = await client.callTool({
      name: 'mnemos_remember',
      arguments: { workspace, content: 'The Leuven office opens at 9am', kind: 'DURABLE', category: 'FACT',
        approved: true, source: { type: 'USER_STATEMENT' } },
    });
    assert.equal(stored.isError, false);
    assert.equal(stored.structuredContent.status, 'STORED');
    assert.deepEqual(JSON.parse(stored.content[0].text), stored.structuredContent);
    conforms(schema('mnemos_remember'), stored.structuredContent);

    const recalled = await client.callTool({
      name: 'mnemos_recall', arguments: { workspace, query: 'When does the Leuven office open?' },
    });
    assert.equal(recalled.isError, false);
    assert.ok(recalled.structuredContent.results.some((entry) => entry.id === stored.structuredContent.id));
    conforms(schema('mnemos_recall'), recalled.structuredContent);
  } finally {
    await client.close();
  }
});

test('a refusal is a tool error with code, detail and retryable', async () => {
  const client = await connect(process.env.MNEMOS_TOKEN);
  try {
    await client.listTools();
    const refused = await client.callTool({
      name: 'mnemos_remember', arguments: { workspace, content: 'Use ghp_' + 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z5A for the export' },
    });
    assert.equal(refused.isError, true);
    const error = JSON.parse(refused.content[0].text);
    assert.equal(error.code, 'SECRET_DETECTED');
    assert.equal(error.retryable, false);
    assert.deepEqual(refused._meta['org.mnemos/error'], error);
  } finally {
    await client.close();
  }
});

test('the alternatives are a coded refusal naming the fields, an unknown tool is named as sent', async () => {
  const client = await connect(process.env.MNEMOS_TOKEN);
  try {
    const { tools } = await client.listTools();
    const remember = tools.find((tool) => tool.name === 'mnemos_remember').inputSchema;
    assert.match(remember.description, /exactly one of content, entries/);

    const both = await client.callTool({
      name: 'mnemos_remember', arguments: { workspace, content: 'a', entries: [{ content: 'b' }] },
    });
    assert.equal(both.isError, true);
    const error = JSON.parse(both.content[0].text);
    assert.equal(error.code, 'INVALID_INPUT');
    assert.deepEqual(error.errors.map((e) => e.pointer), ['/content', '/entries']);

    await assert.rejects(client.callTool({ name: 'mnemos_rememberr', arguments: { workspace } }),
      (e) => e.code === -32602 && /Unknown tool: mnemos_rememberr$/.test(e.message));
  } finally {
    await client.close();
  }
});

test('without a token the connection is refused with 401', async () => {
  await assert.rejects(connect(null), (error) => /401|nauthori/.test(`${error.code} ${error.message}`));
});
