import type { Config } from '../../config';
import { DEFAULT_FETCH_POLICY, type FetchPolicy } from './safe-fetch';

/** The fetch policy of this deployment: the defaults, plus the hosts tests may reach on 127.0.0.1. */
export function fetchPolicyFor(config: Pick<Config, 'analyzerAllowHosts'>): FetchPolicy {
  return {
    ...DEFAULT_FETCH_POLICY,
    allowHosts: config.analyzerAllowHosts.map((h) => h.toLowerCase()),
  };
}

/** The policy for work done for one user, whose requests count against their share of connections. */
export function onBehalfOf(policy: FetchPolicy, userId: string | null): FetchPolicy {
  return { ...policy, onBehalfOf: userId };
}
