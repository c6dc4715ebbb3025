import type { PolicyTemplate } from '@vastra/shared/schemas';
import { replaceItem } from '../lib/edit-texts';
import { BlocksEditor } from './blocks-editor';
import { ItemActions, WordingField } from './wording-field';

type PolicyTextEditorProps = {
  path: string;
  value: PolicyTemplate;
  errors: Record<string, string>;
  onChange: (value: PolicyTemplate) => void;
};

/** One policy page's wording: its summary, opening paragraph and sections. */
export function PolicyTextEditor({ path, value, errors, onChange }: PolicyTextEditorProps) {
  const setSections = (sections: PolicyTemplate['sections']) => onChange({ ...value, sections });
  return (
    <>
      <WordingField
        path={`${path}.description`}
        label="Summary for search engines"
        value={value.description}
        rows={2}
        errors={errors}
        onChange={(description) => onChange({ ...value, description })}
      />
      <WordingField
        path={`${path}.intro`}
        label="Opening paragraph"
        value={value.intro}
        rows={3}
        errors={errors}
        onChange={(intro) => onChange({ ...value, intro })}
      />
      {errors[`${path}.sections`] ? <p className="field-error">{errors[`${path}.sections`]}</p> : null}
      {value.sections.map((section, i) => {
        const name = `Section ${i + 1}`;
        const at = `${path}.sections.${i}`;
        const setSection = (next: PolicyTemplate['sections'][number]) =>
          setSections(replaceItem(value.sections, i, next));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections are edited in place, their position is their identity
          <fieldset key={i} className="setting-group">
            <legend>{name}</legend>
            <WordingField
              path={`${at}.heading`}
              label={`${name} heading`}
              value={section.heading}
              errors={errors}
              onChange={(heading) => setSection({ ...section, heading })}
            />
            <BlocksEditor
              path={`${at}.blocks`}
              owner={name}
              blocks={section.blocks}
              errors={errors}
              onChange={(blocks) => setSection({ ...section, blocks })}
            />
            <ItemActions name={name.toLowerCase()} list={value.sections} at={i} onChange={setSections} />
          </fieldset>
        );
      })}
      <div>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => setSections([...value.sections, { heading: '', blocks: [''] }])}
        >
          Add a section
        </button>
      </div>
    </>
  );
}
