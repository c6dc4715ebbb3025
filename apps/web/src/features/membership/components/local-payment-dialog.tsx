import type { Settings } from '@vastra/shared/schemas';
import { Dialog } from '@vastra/ui/dialog';
import { ShieldCheck } from 'lucide-react';
import { useFormat } from '@/i18n/format';
import { useMemberTexts } from '@/i18n/texts/member';
import styles from './membership.module.css';

type Plan = Settings['membership']['plans'][number];

type LocalPaymentDialogProps = {
  open: boolean;
  plan: Plan;
  amountPaise: number;
  paying: boolean;
  onPay: () => void;
  onCancel: () => void;
};

/**
 * The built-in (local) gateway's confirm step: the amount, then Pay or Cancel. Shown only when
 * the shop runs without a real gateway (development, tests, demos); no money moves.
 */
export function LocalPaymentDialog({
  open,
  plan,
  amountPaise,
  paying,
  onPay,
  onCancel,
}: LocalPaymentDialogProps) {
  const { t } = useMemberTexts();
  const amount = useFormat().money(amountPaise / 100);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      size="sm"
      title={t('local.title')}
      description={t('local.description')}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onCancel} disabled={paying}>
            {t('local.cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onPay} disabled={paying}>
            {paying ? t('local.paying') : t('local.pay', { amount })}
          </button>
        </>
      }
    >
      <dl className={styles.payment}>
        <div>
          <dt>{t('local.membership')}</dt>
          <dd>{t('local.plan', { code: plan.code, name: plan.name })}</dd>
        </div>
        <div>
          <dt>{t('local.discount')}</dt>
          <dd>{t('local.offRent', { pct: plan.discountPct })}</dd>
        </div>
        <div className={styles.paymentTotal}>
          <dt>{t('local.amount')}</dt>
          <dd className="price">{amount}</dd>
        </div>
      </dl>
      <p className={styles.paymentNote}>
        <ShieldCheck size={16} aria-hidden="true" /> {t('local.note')}
      </p>
    </Dialog>
  );
}
