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
      {/* Owners write the wording: two paragraphs or points may read alike, so keys are positions. */}
      {blocks.map((block, i) =>
        typeof block === 'string' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the wording is fixed once rendered
          <p key={i}>{block}</p>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the wording is fixed once rendered
          <ul key={i}>
            {block.points.map((point, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the wording is fixed once rendered
              <li key={j}>{point}</li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
