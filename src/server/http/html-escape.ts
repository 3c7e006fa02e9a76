/** Text made safe inside a double- or single-quoted HTML attribute (and as element text). */
export const escapeAttribute = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
