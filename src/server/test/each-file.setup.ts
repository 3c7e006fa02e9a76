import { getRequestListener } from '@hono/node-server';
import { forgetRobotsRules } from '../net/fetcher/robots';

// Run before each file of the server suite, whose files share their worker's modules.
forgetRobotsRules();

// The Node adapter puts its own Request and Response in place of the global ones the first time
// it makes a listener, as every server of ours does in production. Every file answers with them
// from its first request, rather than only the files that come after one that started a server.
getRequestListener(() => new Response(null));
