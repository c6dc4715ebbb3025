import { Dialog } from '@vastra/ui/dialog';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useShopTexts } from '@/i18n/texts/shop';
import styles from './header.module.css';

const SUGGESTIONS = ['Sherwani', 'Tuxedo', 'Jodhpuri', 'Lehenga', 'Gown', 'Safa'];

/** The search popup: a query goes to /search-results?q=. */
export default function SearchDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useShopTexts();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const go = (query: string) => {
    const text = query.trim();
    if (!text) return;
    onOpenChange(false);
    navigate(paths.searchResults.getHref(text));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(q);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('search.title')}
      description={t('search.description')}
      hideDescription
    >
      <form onSubmit={submit} className={styles.searchForm}>
        <label htmlFor="site-search" className="visually-hidden">
          {t('search.title')}
        </label>
        <input
          id="site-search"
          type="search"
          className="input"
          placeholder={t('search.placeholder')}
          value={q}
          maxLength={100}
          onChange={(e) => setQ(e.target.value)}
          autoComplete="off"
        />
        <button type="submit" className="btn btn-primary">
          <Search size={18} aria-hidden="true" />
          {t('search.search')}
        </button>
      </form>
      <p className="field-hint">{t('search.popular')}</p>
      <ul className={styles.suggestions}>
        {SUGGESTIONS.map((s) => (
          <li key={s}>
            <button type="button" className="btn btn-outline" onClick={() => go(s)}>
              {s}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
