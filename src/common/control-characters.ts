// Control characters have no place in words meant as one line (a name, an e-mail header, an
// invitation's line): a line break would end the line and start one of the writer's own. Words
// that may run to paragraphs (a lead's notes, an FAQ answer) keep their tabs and line breaks only.
// One definition for the lead's schema, the settings' schema and every writer of a header.

// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- as above
export const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/;

const RUNS = new RegExp(`${CONTROL.source}+`, 'g');

/** The words as one line: each run of control characters a space. */
export const oneLine = (text: string) => text.replace(RUNS, ' ');
