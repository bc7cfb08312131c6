// Text and values written into HTML by hand. Text (a head's attributes, its title): the five
// characters that could end an attribute or open a tag, escaped. A value as JSON inside a <script>
// element (the page's data blocks, the JSON-LD): '<' escaped, so no value can close the tag.
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
