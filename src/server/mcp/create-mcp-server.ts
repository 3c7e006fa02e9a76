import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { McpTool, McpToolDeps } from './tools/mcp-tool';

export const MCP_SERVER_NAME = 'brand-atlas';

/** A server with the catalogue's tools; one per request, as the transport is stateless. */
export function createMcpServer(deps: McpToolDeps, tools: McpTool[]): McpServer {
  const server = new McpServer(
    { name: MCP_SERVER_NAME, version: '1.0.0' },
    {
      instructions:
        'Brand Atlas: a catalogue of brands with their colours, logos, archetypes, pricing and positioning. Use search_brands to find slugs, get_brand for one brand, brands_near_color for the brands nearest a hex colour, compare_brands for two to four.',
    },
  );
  for (const tool of tools) tool.register(server, deps);
  return server;
}
