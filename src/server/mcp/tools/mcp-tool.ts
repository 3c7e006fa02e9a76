import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { Db } from '../../db/client';

/** What a tool may use: the database, and the site's address for links. */
export interface McpToolDeps {
  db: Db;
  appUrl: string;
}

type ToolResult = {
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
};

/** One tool of the MCP server: what clients list (also published in the OpenAPI document) and how it registers. */
export interface McpTool {
  name: string;
  title: string;
  description: string;
  /** The arguments as JSON Schema, for the OpenAPI document. */
  inputJsonSchema(): unknown;
  register(server: McpServer, deps: McpToolDeps): void;
}

/** A tool over a zod shape of arguments, calling the same services the REST API calls. */
export function defineTool<S extends z.ZodRawShape>(definition: {
  name: string;
  title: string;
  description: string;
  inputSchema: S;
  run(args: z.infer<z.ZodObject<S>>, deps: McpToolDeps): Promise<ToolResult>;
}): McpTool {
  const { name, title, description, inputSchema } = definition;
  return {
    name,
    title,
    description,
    inputJsonSchema: () => z.toJSONSchema(z.object(inputSchema)),
    register(server, deps) {
      // The SDK infers the arguments from the shape; run() has them typed from the same shape.
      const callback = ((args: z.infer<z.ZodObject<S>>) =>
        definition.run(args, deps)) as unknown as Parameters<McpServer['registerTool']>[2];
      server.registerTool(name, { title, description, inputSchema }, callback);
    },
  };
}

/** A tool's answer: the JSON as text for any client, and as structured content for those that read it. */
export function jsonResult(value: Record<string, unknown>): ToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value };
}

/** A tool's refusal the model can read and act on (an unknown brand, say). */
export function toolError(message: string): ToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}
