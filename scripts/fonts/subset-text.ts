// The characters the font subset keeps: printable ASCII, no-break space, the typographic marks
// we write, and accented letters for names. A browser test checks the page uses no others.
const ascii = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
export const SUBSET_TEXT = `${ascii}\u00a0‘’“”–—…•·©®™×°éèêëáàâäíïóôöúüñçÉÁÍÓÚÑ¿¡`;
