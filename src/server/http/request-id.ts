/** A request id a client or proxy may set: a token of letters, digits and `.-_:`, 8 to 128 long. */
const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/**
 * The client's X-Request-Id when it is a well-formed id (a proxy's trace id, a UUID); anything else
 * (log-line breaks, markup, kilobytes) is dropped and the server makes its own.
 */
export function wellFormedRequestId(header: string | undefined): string | null {
  return header && REQUEST_ID.test(header) ? header : null;
}
