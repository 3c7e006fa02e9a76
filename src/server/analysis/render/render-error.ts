/** Why a page could not be rendered, in words an admin can act on. */
export class RenderError extends Error {
  constructor(
    readonly reason:
      | 'unavailable'
      | 'busy'
      | 'timeout'
      | 'crashed'
      | 'not-a-page'
      | 'load-failed'
      | 'unreadable'
      | 'browser-failed',
    message: string,
  ) {
    super(message);
    this.name = 'RenderError';
  }
}
