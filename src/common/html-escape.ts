// Text written into HTML by hand (a head's attributes, its title): the five characters that could
// end an attribute or open a tag, escaped.
export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
