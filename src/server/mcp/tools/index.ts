import { brandsNearColorTool } from './brands-near-color';
import { compareBrandsTool } from './compare-brands';
import { getBrandTool } from './get-brand';
import type { McpTool } from './mcp-tool';
import { searchBrandsTool } from './search-brands';

/** The tools of the MCP server, in the order clients list them. */
export const MCP_TOOLS: McpTool[] = [searchBrandsTool, getBrandTool, brandsNearColorTool, compareBrandsTool];
