import { compareBrandsTool } from './compare-brands';
import { getBrandTool } from './get-brand';
import type { McpTool } from './mcp-tool';
import { searchBrandsTool } from './search-brands';

/**
 * The tools of the MCP server, in the order clients list them. brands_near_color belongs here
 * too: it answers through the colour search's service (GET /api/colors/nearest), and is added to
 * this list together with that service.
 */
export const MCP_TOOLS: McpTool[] = [searchBrandsTool, getBrandTool, compareBrandsTool];
