/**
 * The text of an HTML fragment, for summaries shown as plain text (only a post's body is ever
 * rendered as HTML). DOMParser builds an inert document: no script runs, no picture loads.
 */
export function htmlToText(html: string): string {
  if (typeof DOMParser === 'undefined')
    return html
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
