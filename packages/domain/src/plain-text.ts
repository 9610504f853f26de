// Short texts an admin writes for others to read (a reply under a review, a note
// on an inquiry) are plain text: markup is removed rather than shown or run, line
// breaks are kept, and runs of blank lines shrink to one.
// No zod here: the storefront's bundle may use it without the schemas.

const TAG = /<\/?[a-z!][^<>]*>/gi;

export function toPlainText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(TAG, '')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
