import type { Settings } from '@vastra/shared/schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { PageState } from '@/components/ui/page-state';
import { isStaffApiError } from '@/lib/api-client';
import { useSaveSettings, useStaffSettings } from '../api/settings';
import { checkSettings, setSetting } from '../lib/edit-settings';
import type { TextPage } from '../lib/edit-texts';
import { SECTIONS, settingLabel } from '../lib/setting-labels';
import { PolicyPreview } from './policy-preview';
import { SettingField } from './setting-field';
import { SettingsHistoryList } from './settings-history';
import { TextsEditor } from './texts-editor';

/** The owner's settings editor, once the current settings have loaded. */
export function SettingsEditor({ initial }: { initial: Settings }) {
  const [draft, setDraft] = useState<Settings>(initial);
  const [valid, setValid] = useState<Settings>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [page, setPage] = useState<TextPage>('cancellation');
  const save = useSaveSettings();

  const onChange = (path: string, value: unknown) => {
    const next = setSetting(draft, path, value);
    setDraft(next);
    const checked = checkSettings(next);
    if (checked.ok) setValid(checked.value);
    setErrors(checked.ok ? {} : checked.errors);
  };

  const onSave = () => {
    const checked = checkSettings(draft);
    if (!checked.ok) return setErrors(checked.errors);
    // The editor starts afresh from the saved record once it is read back, so the outcome is
    // handled on the promise (a callback of this render would be dropped with it).
    save.mutateAsync(checked.value).then(
      () => toast.success('Settings saved: the shop uses them now'),
      (error: unknown) => setErrors(isStaffApiError(error) ? error.fields : {}),
    );
  };

  const problems = Object.entries(errors);
  return (
    <div className="settings-layout">
      <form
        className="action-form"
        aria-label="Settings"
        onSubmit={(e) => {
          e.preventDefault();
          onSave();
        }}
      >
        {SECTIONS.map((section) => (
          <fieldset key={section.key} className="card">
            <legend>
              <h2>{section.title}</h2>
            </legend>
            <p className="field-hint">{section.hint}</p>
            <SettingField
              path={section.key}
              value={(draft as Record<string, unknown>)[section.key]}
              errors={errors}
              onChange={onChange}
            />
          </fieldset>
        ))}
        <fieldset className="card">
          <legend>
            <h2>Policy and FAQ wording</h2>
          </legend>
          <TextsEditor
            texts={draft.texts ?? {}}
            page={page}
            onPage={setPage}
            errors={errors}
            onChange={onChange}
          />
        </fieldset>
        {problems.length > 0 ? (
          <div role="alert" className="card">
            <strong>Nothing was saved. Please correct:</strong>
            <ul>
              {problems.map(([path, message]) => (
                <li key={path}>
                  {settingLabel(path)}: {message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {save.isError && problems.length === 0 ? <p role="alert">{save.error.message}</p> : null}
        <div>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save settings'}
          </button>
        </div>
      </form>
      <aside className="settings-aside">
        <PolicyPreview settings={valid} page={page} onPage={setPage} />
        <SettingsHistoryList />
      </aside>
    </div>
  );
}

/** /settings (owners): every business rule, checked as typed, with a preview and the history. */
export function SettingsPage() {
  const current = useStaffSettings();
  return (
    <>
      <h1 className="page-title">Settings</h1>
      {current.isError ? (
        <PageState title="The settings could not load">
          <p>{current.error.message}</p>
        </PageState>
      ) : current.data ? (
        <SettingsEditor key={current.data.updatedAt} initial={current.data.value} />
      ) : (
        <div className="skeleton" style={{ height: 320 }} />
      )}
    </>
  );
}
