import { MCP_BODY_MAX_BYTES, MCP_PATH } from './routes';
import type { McpTool } from './tools/mcp-tool';

/**
 * The MCP server in the OpenAPI document: it is JSON-RPC over one URL, not REST operations, so it
 * is described beside the paths (`x-mcp`), with each tool's arguments as JSON Schema.
 */
export function mcpDescription(appUrl: string, tools: McpTool[]) {
  return {
    url: `${appUrl}${MCP_PATH}`,
    transport: 'streamable-http (stateless; each JSON-RPC message is a POST answered with JSON)',
    'x-access': 'api-key',
    authorization: 'Authorization: Bearer <API key>; each request counts against the key’s daily quota',
    maxRequestBytes: MCP_BODY_MAX_BYTES,
    tools: tools.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: tool.inputJsonSchema(),
    })),
  };
}
