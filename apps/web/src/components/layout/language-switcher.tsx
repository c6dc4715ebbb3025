import { useQueryClient } from '@tanstack/react-query';
import { LANGUAGES, type LanguageCode } from '@vastra/shared/languages';
import type { Profile } from '@vastra/shared/schemas';
import { useEffect } from 'react';
import { meQuery, useMe } from '@/features/account/api/get-me';
import { currentLanguage, showLanguage, useTranslation } from '@/i18n';
import { storeLanguage, unsavedChoice } from '@/i18n/language';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import styles from './language-switcher.module.css';

/** Saves the language on the customer's account (PUT /api/me) and keeps the cached profile in step. */
function useSaveLanguage() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return async (language: LanguageCode) => {
    try {
      const profile = await api.put<Profile>('/api/me', { language });
      queryClient.setQueryData(meQuery.queryKey, profile);
      unsavedChoice.clear();
    } catch {
      toast.error(t('language.saveFailed'));
    }
  };
}

/**
 * English / हिन्दी. A logged-in customer's choice is saved on their account at once; a visitor's
 * is kept in the browser and saved on the account at login (LanguageSync).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { isLoggedIn } = useSession();
  const save = useSaveLanguage();
  const choose = async (language: LanguageCode) => {
    storeLanguage(language);
    // Until the account has it (now, or at the next login for a visitor).
    unsavedChoice.set();
    await showLanguage(language);
    if (isLoggedIn) await save(language);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two toggle buttons, not a form's fieldset
    <div role="group" aria-label={t('language.label')} className={`${styles.switcher} ${className ?? ''}`}>
      {LANGUAGES.map((l) => (
        <button
          key={l.code}
          type="button"
          lang={l.intlLocale}
          className={styles.option}
          aria-pressed={i18n.language === l.code}
          onClick={() => void choose(l.code)}
        >
          {l.label}
        </button>
      ))}
    </div>
  );
}

/**
 * After login: a choice made while logged out is saved on the account; otherwise the account's
 * language is shown (the same customer sees their language on every device).
 */
export function LanguageSync() {
  const { isLoggedIn } = useSession();
  const me = useMe();
  const save = useSaveLanguage();
  const saved = me.data?.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the account's language is known or changes, not when `save` is re-created
  useEffect(() => {
    if (!isLoggedIn || !saved) return;
    const shown = currentLanguage();
    if (unsavedChoice.get()) {
      if (saved !== shown) void save(shown);
      else unsavedChoice.clear();
      return;
    }
    if (saved !== shown) {
      storeLanguage(saved);
      void showLanguage(saved);
    }
  }, [isLoggedIn, saved]);
  return null;
}
