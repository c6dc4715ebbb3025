import { type PageTexts, TEXT_FIGURES } from '@vastra/shared/schemas';
import { FAQ_DEFAULTS, POLICY_DEFAULTS } from '@vastra/shared/texts';
import { TEXT_PAGES, type TextPage } from '../lib/edit-texts';
import { FaqTextEditor } from './faq-text-editor';
import { PolicyTextEditor } from './policy-text-editor';

type TextsEditorProps = {
  texts: PageTexts;
  page: TextPage;
  onPage: (page: TextPage) => void;
  errors: Record<string, string>;
  onChange: (path: string, value: unknown) => void;
};

/**
 * The wording of the policy pages and the FAQ page. A page shows the shop's default wording
 * until an owner changes it; figures in curly brackets are filled from the settings.
 */
export function TextsEditor({ texts, page, onPage, errors, onChange }: TextsEditorProps) {
  const path = `texts.${page}`;
  const own = texts[page] !== undefined;
  return (
    <>
      <div className="setting-row">
        <label className="field">
          <span className="field-label">Page to edit</span>
          <select className="select" value={page} onChange={(e) => onPage(e.target.value as TextPage)}>
            {TEXT_PAGES.map((p) => (
              <option key={p.key} value={p.key}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="btn btn-outline"
          disabled={!own}
          onClick={() => onChange(path, undefined)}
        >
          Reset to default wording
        </button>
      </div>
      <p className="field-hint">
        {own ? 'This page uses your wording.' : 'This page uses the default wording.'} Write plain text; a
        figure in curly brackets, such as {'{advancePercent}'}, shows the current setting.
      </p>
      <details>
        <summary>Figures you can use</summary>
        <ul>
          {Object.entries(TEXT_FIGURES).map(([name, meaning]) => (
            <li key={name}>
              <code>{`{${name}}`}</code>: {meaning}
            </li>
          ))}
        </ul>
      </details>
      {page === 'faqs' ? (
        <FaqTextEditor
          path={path}
          value={texts.faqs ?? FAQ_DEFAULTS}
          errors={errors}
          onChange={(value) => onChange(path, value)}
        />
      ) : (
        <PolicyTextEditor
          path={path}
          value={texts[page] ?? POLICY_DEFAULTS[page].template}
          errors={errors}
          onChange={(value) => onChange(path, value)}
        />
      )}
    </>
  );
}
