import type { Block } from '@vastra/shared/texts';

/** 'Your refundable deposit' → 'your-refundable-deposit', for in-page links. */
export const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Paragraphs and point lists of a policy or an answer. */
export function TextBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block) =>
        typeof block === 'string' ? (
          <p key={block}>{block}</p>
        ) : (
          <ul key={block.points.join('|')}>
            {block.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
