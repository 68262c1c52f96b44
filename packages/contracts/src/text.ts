/**
 * Free text a person writes (a comment, a reason, a search): any characters
 * but the control ones, line breaks and tabs aside. NUL above all: PostgreSQL
 * text cannot hold it, and a request must never reach the database with it.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function isPlainText(value: string): boolean {
  return !CONTROL_EXCEPT_LINES.test(value);
}
