import type { PolicyTemplate } from '@vastra/shared/schemas';
import { replaceItem } from '../lib/edit-texts';
import { ItemActions, WordingField } from './wording-field';

type Block = PolicyTemplate['sections'][number]['blocks'][number];

type BlocksEditorProps = {
  path: string;
  /** 'Section 2' or 'Answer to question 3': names each paragraph's field. */
  owner: string;
  blocks: Block[];
  errors: Record<string, string>;
  onChange: (blocks: Block[]) => void;
};

/** The paragraphs and point lists of a section or an answer: edit, reorder, add, remove. */
export function BlocksEditor({ path, owner, blocks, errors, onChange }: BlocksEditorProps) {
  return (
    <div className="setting-group">
      {blocks.map((block, i) => {
        const at = `${path}.${i}`;
        const name = `${owner}, ${typeof block === 'string' ? 'paragraph' : 'list'} ${i + 1}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are edited in place, their position is their identity
          <div key={i}>
            {typeof block === 'string' ? (
              <WordingField
                path={at}
                label={name}
                value={block}
                rows={3}
                errors={errors}
                onChange={(text) => onChange(replaceItem(blocks, i, text))}
              />
            ) : (
              <WordingField
                path={at}
                label={`${name} (one point a line)`}
                value={block.points.join('\n')}
                rows={Math.max(3, block.points.length + 1)}
                errors={{
                  ...errors,
                  [at]:
                    errors[at] ??
                    Object.entries(errors).find(([key]) => key.startsWith(`${at}.points.`))?.[1] ??
                    '',
                }}
                onChange={(text) => onChange(replaceItem(blocks, i, { points: text.split('\n') }))}
              />
            )}
            <ItemActions name={name} list={blocks} at={i} onChange={onChange} />
          </div>
        );
      })}
      <div className="setting-row">
        <button type="button" className="btn btn-outline" onClick={() => onChange([...blocks, ''])}>
          Add a paragraph to {owner.toLowerCase()}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => onChange([...blocks, { points: [''] }])}
        >
          Add a list to {owner.toLowerCase()}
        </button>
      </div>
    </div>
  );
}
