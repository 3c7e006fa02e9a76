import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { type Context, Hono } from 'hono';
import type { Db } from '../db/client';
import { problemJson } from '../http/problem';
import { CROSS_SITE_MESSAGE, type SiteOrigin } from '../http/same-origin';
import type { AppEnv } from '../http/types';
import { createMcpServer } from './create-mcp-server';
import type { McpTool } from './tools/mcp-tool';

/** The MCP endpoint (streamable HTTP). */
export const MCP_PATH = '/mcp';
/** An MCP request body: far above any tool call's arguments, small enough to refuse a flood at once. */
export const MCP_BODY_MAX_BYTES = 64 * 1024;
export const MCP_BODY_TOO_LARGE_MESSAGE = 'The MCP request is larger than 64 KB';
export const MCP_BATCH_REFUSED_MESSAGE =
  'Invalid Request: JSON-RPC batches are not accepted; send each message in its own POST /mcp';

/** A JSON-RPC error answering no message in particular (id null), as a 400. */
function jsonRpcError(c: Context<AppEnv>, code: number, message: string) {
  return c.json({ jsonrpc: '2.0', error: { code, message }, id: null }, 400);
}

/**
 * /mcp: the MCP server over streamable HTTP, stateless (a server and transport per request, JSON
 * answers), so any instance answers any request. The API key has been checked before this runs
 * (authenticateApiKey, required there). A page of another site may not call it: a request naming
 * a foreign Origin is refused, as the MCP transport's rules ask against DNS rebinding.
 */
export function mcpRoutes(deps: { db: Db; appUrl: string; siteOrigin: SiteOrigin; tools: McpTool[] }) {
  const app = new Hono<AppEnv>();
  const notHere = (c: Context<AppEnv>) => {
    c.header('allow', 'POST');
    return problemJson(c, 405, 'This MCP server is stateless: send each JSON-RPC message with POST');
  };
  // Access: API key (authenticateApiKey, required on this path).
  app.get(MCP_PATH, notHere);
  // Access: API key (authenticateApiKey, required on this path).
  app.delete(MCP_PATH, notHere);
  // Access: API key (authenticateApiKey, required on this path).
  app.post(MCP_PATH, async (c) => {
    const origin = c.req.header('origin');
    if (origin && origin.toLowerCase() !== deps.siteOrigin(c)) return problemJson(c, 403, CROSS_SITE_MESSAGE);
    let parsedBody: unknown;
    try {
      parsedBody = await c.req.raw.clone().json();
    } catch {
      return jsonRpcError(c, -32700, 'Parse error: the body is not JSON');
    }
    // The API key is counted once per HTTP request, so a batch would run up to 100 tool calls for
    // the price of one. MCP itself dropped batching in its 2025-06-18 revision.
    if (Array.isArray(parsedBody)) return jsonRpcError(c, -32600, MCP_BATCH_REFUSED_MESSAGE);
    const server = createMcpServer({ db: deps.db, appUrl: deps.appUrl }, deps.tools);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(c.req.raw, { parsedBody });
    } finally {
      await server.close().catch(() => {});
    }
  });
  return app;
}
