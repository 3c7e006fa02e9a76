/** Why a fetch of a brand's site failed, in words an admin can act on. */
export class FetchError extends Error {
  constructor(
    readonly reason:
      | 'invalid-url'
      | 'blocked-address'
      | 'blocked-port'
      | 'unresolvable'
      | 'timeout'
      | 'too-large'
      | 'too-many-redirects'
      | 'http-error'
      | 'robots'
      | 'network',
    message: string,
  ) {
    super(message);
    this.name = 'FetchError';
  }
}
