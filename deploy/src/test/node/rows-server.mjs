// An MCP server over STDIO built with the official npm SDK, for RefreshDataIT's MCP source: the tool `orders`
// answers with the records in the JSON file named by the first argument, read anew on every call, so the test
// changes what the next refresh sees by rewriting the file.
import { readFile } from 'node:fs/promises';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const records = process.argv[2];
const server = new Server({ name: 'rows', version: '1.0.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{ name: 'orders', description: 'The current orders', inputSchema: { type: 'object' } }],
}));
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  if (request.params.name !== 'orders') {
    return { isError: true, content: [{ type: 'text', text: `no tool ${request.params.name}` }] };
  }
  const items = JSON.parse(await readFile(records, 'utf8'));
  return { structuredContent: { items }, content: [{ type: 'text', text: `${items.length} orders` }] };
});

await server.connect(new StdioServerTransport());
