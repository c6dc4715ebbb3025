import type { FaqTemplate } from '@vastra/shared/schemas';
import { replaceItem } from '../lib/edit-texts';
import { BlocksEditor } from './blocks-editor';
import { ItemActions, WordingField } from './wording-field';

type Group = FaqTemplate[number];

type FaqTextEditorProps = {
  path: string;
  value: FaqTemplate;
  errors: Record<string, string>;
  onChange: (value: FaqTemplate) => void;
};

/** One group of questions: its heading, then each question with its answer. */
function FaqGroupEditor(props: {
  path: string;
  /** 'Group 2': names each field, so every label on the page is its own. */
  name: string;
  group: Group;
  errors: Record<string, string>;
  onChange: (group: Group) => void;
}) {
  const { path, name: groupName, group, errors, onChange } = props;
  const setItems = (items: Group['items']) => onChange({ ...group, items });
  return (
    <>
      <WordingField
        path={`${path}.heading`}
        label={`${groupName} heading`}
        value={group.heading}
        errors={errors}
        onChange={(heading) => onChange({ ...group, heading })}
      />
      {group.items.map((item, i) => {
        const name = `${groupName}, question ${i + 1}`;
        const at = `${path}.items.${i}`;
        const setItem = (next: Group['items'][number]) => setItems(replaceItem(group.items, i, next));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: questions are edited in place, their position is their identity
          <div key={i} className="setting-group">
            <WordingField
              path={`${at}.question`}
              label={name}
              value={item.question}
              errors={errors}
              onChange={(question) => setItem({ ...item, question })}
            />
            <BlocksEditor
              path={`${at}.answer`}
              owner={`${groupName}, answer ${i + 1}`}
              blocks={item.answer}
              errors={errors}
              onChange={(answer) => setItem({ ...item, answer })}
            />
            <ItemActions name={name.toLowerCase()} list={group.items} at={i} onChange={setItems} />
          </div>
        );
      })}
      <div>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => setItems([...group.items, { question: '', answer: [''] }])}
        >
          Add a question
        </button>
      </div>
    </>
  );
}

/** The FAQ page's wording: groups of questions, each question with its answer. */
export function FaqTextEditor({ path, value, errors, onChange }: FaqTextEditorProps) {
  return (
    <>
      {value.map((group, g) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: groups are edited in place, their position is their identity
        <fieldset key={g} className="setting-group">
          <legend>Group {g + 1}</legend>
          <FaqGroupEditor
            path={`${path}.${g}`}
            name={`Group ${g + 1}`}
            group={group}
            errors={errors}
            onChange={(next) => onChange(replaceItem(value, g, next))}
          />
          <ItemActions name={`group ${g + 1}`} list={value} at={g} onChange={onChange} />
        </fieldset>
      ))}
      <div>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => onChange([...value, { heading: '', items: [{ question: '', answer: [''] }] }])}
        >
          Add a group of questions
        </button>
      </div>
    </>
  );
}
