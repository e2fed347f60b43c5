/** Text or a double-quoted attribute value of HTML written by hand (head tags, island markers, the entry starter). */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
