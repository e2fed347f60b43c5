/** A value for a double-quoted attribute of the HTML the server writes by hand. */
export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
