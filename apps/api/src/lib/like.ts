/**
 * A LIKE pattern matching text that contains `text` anywhere; `%`, `_` and `\` typed by a person
 * are letters, not wildcards: likeContaining('50%') === '%50\\%%'.
 */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
