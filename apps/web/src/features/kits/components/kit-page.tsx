import { formatRupees, kitRent, rentForPeriod } from '@vastra/shared/rules';
import {
  type KitDetail,
  type LineMeasurementsInput,
  MEASUREMENT_FIELDS,
  MEASUREMENT_LABELS,
} from '@vastra/shared/schemas';
import { useState } from 'react';
import { useLoginPrompt } from '@/components/ui/login-prompt';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n';
import { useServerMessage } from '@/i18n/messages';
import { isApiError } from '@/lib/api-client';
import { Link } from '@/lib/link';
import { useSession } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { useAddKit } from '../api/add-kit';
import { useKit } from '../api/get-kits';
import styles from './kits.module.css';
import '@/i18n/texts/login-account';

type Outcome = { tone: 'added' | 'error'; message: string } | null;

/** The piece chosen for each part: the customer's pick, else the first free one (or the first). */
function chosenPieces(kit: KitDetail, picks: Record<number, string>): Record<number, string> {
  const out: Record<number, string> = {};
  for (const part of kit.parts) {
    const pick = part.pieces.find((p) => p.code === picks[part.position]);
    out[part.position] = (pick ?? part.pieces.find((p) => p.free !== false) ?? part.pieces[0])?.code ?? '';
  }
  return out;
}

/**
 * `/kits/{slug}`: a whole outfit with its parts. The customer picks the event date and period,
 * the size of each part (pieces taken on those dates are marked), gives measurements once, and
 * adds the kit to the bag as one item.
 */
export function KitPage({ slug }: { slug: string }) {
  const settings = useSettings();
  const periods = settings.data?.rental.periods ?? [4, 6, 8, 10];
  const [eventDate, setEventDate] = useState('');
  const [period, setPeriod] = useState(4);
  const [picks, setPicks] = useState<Record<number, string>>({});
  const [sizes, setSizes] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const kit = useKit(slug, eventDate, period);
  const add = useAddKit();
  const { isLoggedIn } = useSession();
  const { prompt, dialog } = useLoginPrompt();
  const { t } = useTranslation();
  const message = useServerMessage();

  if (kit.isPending) return <PageState title={t('kits.loading')} level={1} />;
  if (kit.isError) return <PageState title={t('kits.unavailable')} level={1} />;
  const data = kit.data;
  const chosen = chosenPieces(data, picks);
  const fields = data.parts.some((p) => !p.isAccessory) ? MEASUREMENT_FIELDS[data.group] : [];
  const rules = settings.data?.rental;
  const ownRents = data.parts.map((part) => {
    const piece = part.pieces.find((p) => p.code === chosen[part.position]);
    return rules ? rentForPeriod(piece?.baseRent ?? 0, period, rules) : (piece?.baseRent ?? 0);
  });
  const rent = rules
    ? kitRent({ price: data.kitPrice, discountPct: data.discountPct }, ownRents, period, rules)
    : null;

  const submit = () => {
    if (!isLoggedIn) return prompt();
    const measurements: LineMeasurementsInput = {};
    for (const f of fields) if (sizes[f]) measurements[f] = Number(sizes[f]);
    setOutcome(null);
    add.mutate(
      {
        kit: data.code,
        eventDate: eventDate || undefined,
        period,
        measurements,
        parts: data.parts.map((p) => ({ position: p.position, code: chosen[p.position] ?? '' })),
      },
      {
        onSuccess: () => setOutcome({ tone: 'added', message: t('kits.added') }),
        onError: (error) =>
          setOutcome({
            tone: 'error',
            message: isApiError(error) ? message(error.message) : t('kits.addFailed'),
          }),
      },
    );
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{data.name}</h1>
      <p>{data.description}</p>
      <p>
        {data.parts.map((p) => p.label).join(' + ')} · {t('kits.fromBranch', { branch: data.branch.name })}
      </p>
      <div className={styles.form}>
        <div className={styles.row}>
          <label className={styles.field}>
            {t('listing.eventDate')}
            <input type="date" value={eventDate} onChange={(e) => setEventDate(e.target.value)} />
          </label>
          <label className={styles.field}>
            {t('listing.period')}
            <select value={period} onChange={(e) => setPeriod(Number(e.target.value))}>
              {periods.map((p) => (
                <option key={p} value={p}>
                  {t('listing.days', { days: p })}
                </option>
              ))}
            </select>
          </label>
        </div>
        {data.parts.map((part) => (
          <fieldset key={part.position} className={styles.part} data-testid="kit-part">
            <legend>{part.label}</legend>
            <label className={styles.field}>
              {t('kits.partSize', { part: part.label })}
              <select
                value={chosen[part.position]}
                onChange={(e) => setPicks({ ...picks, [part.position]: e.target.value })}
              >
                {part.pieces.map((piece) => (
                  <option key={piece.code} value={piece.code} disabled={piece.free === false}>
                    {`${piece.sizeLabel} · ${piece.code}${piece.free === false ? ` ${t('kits.booked')}` : ''}`}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
        ))}
        {fields.length > 0 ? (
          <fieldset className={styles.part}>
            <legend>{t('kits.measurements')}</legend>
            <div className={styles.row}>
              {fields.map((f) => (
                <label key={f} className={styles.field}>
                  {message(MEASUREMENT_LABELS[f])}
                  <input
                    inputMode="decimal"
                    value={sizes[f] ?? ''}
                    onChange={(e) => setSizes({ ...sizes, [f]: e.target.value })}
                  />
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <p>
          {t('kits.rent', { days: period })} <strong>{formatRupees(rent)}</strong>
        </p>
        <button type="button" onClick={submit} disabled={add.isPending}>
          {t('kits.add')}
        </button>
        {outcome ? (
          <p
            role={outcome.tone === 'error' ? 'alert' : 'status'}
            className={outcome.tone === 'error' ? styles.error : ''}
          >
            {outcome.message}{' '}
            {outcome.tone === 'added' ? <Link to={paths.cart.getHref()}>{t('kits.viewBag')}</Link> : null}
          </p>
        ) : null}
      </div>
      {dialog}
    </section>
  );
}
