import { forgetRobotsRules } from '../net/fetcher/robots';

// Run before each file of the server suite, whose files share their worker's modules.
forgetRobotsRules();
