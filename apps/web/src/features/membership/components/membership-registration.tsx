import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  type Membership,
  type MembershipForm,
  MembershipFormSchema,
  type MembershipStart,
  type Profile,
  type Settings,
} from '@vastra/shared/schemas';
import { FormField } from '@vastra/ui/form-field';
import { Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useLoginPrompt } from '@/components/ui/login-prompt';
import { i18n } from '@/i18n';
import { useFormat } from '@/i18n/format';
import { useServerMessage } from '@/i18n/messages';
import { useMemberTexts } from '@/i18n/texts/member';
import { isApiError } from '@/lib/api-client';
import { PRIVATE_KEY } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { completeLocalMembershipPayment } from '../api/complete-local-payment';
import type { GatewayResult } from '../api/gateway-result';
import { payWithRazorpay } from '../api/razorpay-checkout';
import { useStartMembership } from '../api/start-membership';
import { useVerifyMembership } from '../api/verify-membership';
import { LocalPaymentDialog } from './local-payment-dialog';
import styles from './membership.module.css';
import { AlreadyMember, MembershipWelcome } from './membership-status';

type Plan = Settings['membership']['plans'][number];
type Values = MembershipForm;

const EMPTY: Values = { mobile: '', name: '', email: '', city: '', pincode: '' };

/** The form prefilled from the customer's profile, where it has the answers. */
function fromProfile(profile: Profile): Values {
  return {
    mobile: profile.mobile,
    name: `${profile.firstName} ${profile.lastName}`.trim(),
    email: profile.email,
    city: profile.city,
    pincode: profile.zip,
  };
}

type Stage =
  | { step: 'form' }
  | { step: 'confirm'; started: MembershipStart; values: Values }
  | { step: 'done'; membership: Membership; name: string };

type MembershipRegistrationProps = {
  plan: Plan;
  isLoggedIn: boolean;
  /** The logged-in customer's profile (prefill, and their plan if one is active). */
  profile: Profile | undefined;
};

/**
 * /register/{plan}: mobile, name, email, city and pincode, then the plan's fee through the
 * payment gateway; the plan is active once the gateway's signed result is verified. A visitor
 * is asked to log in first and brought back here.
 */
export function MembershipRegistration({ plan, isLoggedIn, profile }: MembershipRegistrationProps) {
  const form = useForm<z.input<typeof MembershipFormSchema>, unknown, Values>({
    resolver: zodResolver(MembershipFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, reset, setError, getFieldState } = form;
  const { t } = useMemberTexts();
  const { money } = useFormat();
  const serverMessage = useServerMessage();
  const login = useLoginPrompt('Cancel');
  const queryClient = useQueryClient();
  const start = useStartMembership();
  const verify = useVerifyMembership();
  const [stage, setStage] = useState<Stage>({ step: 'form' });
  const [problem, setProblem] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  // Prefill once the profile arrives, unless the customer has started typing.
  useEffect(() => {
    if (profile && !getFieldState('name').isDirty && !getFieldState('mobile').isDirty)
      reset(fromProfile(profile));
  }, [profile, reset, getFieldState]);

  const fail = (error: unknown) => {
    if (isApiError(error, 401)) {
      login.prompt();
      return;
    }
    if (isApiError(error, 400)) {
      for (const [field, message] of Object.entries(error.fields)) {
        if (field in EMPTY) setError(field as keyof Values, { message });
      }
    }
    // 'Card already registered for this user.': the profile now shows the plan in force.
    if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: [PRIVATE_KEY] });
    const message = serverMessage(
      error instanceof Error ? error.message : 'Something went wrong. Please try again.',
    );
    setProblem(message);
    toast.error(message);
  };

  const finish = async (started: MembershipStart, result: GatewayResult, name: string) => {
    let membership: Membership;
    try {
      membership = await verify.mutateAsync({ membershipId: started.membership.id, ...result });
    } catch (error) {
      // Another plan came into force while this one was being paid (a second tab): money is owed back.
      if (isApiError(error, 409))
        throw new Error(t('register.refunded', { message: serverMessage(error.message) }));
      throw error;
    }
    setStage({ step: 'done', membership, name });
    toast.success(i18n.t('toasts.membershipActive', { plan: membership.planName }));
  };

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    if (!isLoggedIn) {
      login.prompt();
      return;
    }
    try {
      const started = await start.mutateAsync({ ...values, plan: plan.code });
      if (started.payment.provider === 'local') {
        setStage({ step: 'confirm', started, values });
        return;
      }
      const result = await payWithRazorpay(started.payment, {
        description: t('register.description', { name: plan.name, code: plan.code }),
        prefill: { name: values.name, email: values.email, contact: values.mobile },
      });
      if (!result) {
        toast(t('register.cancelled'));
        return;
      }
      await finish(started, result, values.name);
    } catch (error) {
      fail(error);
    }
  });

  const payLocally = async () => {
    if (stage.step !== 'confirm') return;
    setPaying(true);
    try {
      const result = await completeLocalMembershipPayment(stage.started.payment.gatewayOrderId, 'pay');
      if (!result) throw new Error('Payment failed');
      await finish(stage.started, result, stage.values.name);
    } catch (error) {
      setStage({ step: 'form' });
      fail(error);
    } finally {
      setPaying(false);
    }
  };

  const cancelLocal = () => {
    if (stage.step !== 'confirm' || paying) return;
    void completeLocalMembershipPayment(stage.started.payment.gatewayOrderId, 'fail').catch(() => undefined);
    setStage({ step: 'form' });
    toast(t('register.cancelled'));
  };

  if (stage.step === 'done') return <MembershipWelcome membership={stage.membership} name={stage.name} />;
  if (profile?.membership) return <AlreadyMember membership={profile.membership} />;

  const errors = formState.errors;
  const busy = formState.isSubmitting || paying;
  return (
    <>
      <form
        onSubmit={onSubmit}
        noValidate
        className={styles.registerForm}
        aria-labelledby="register-form-title"
      >
        <h2 id="register-form-title" className={styles.formTitle}>
          {t('register.details')}
        </h2>
        {!isLoggedIn ? (
          <p className={styles.loginNote}>
            <Lock size={16} aria-hidden="true" />
            {t('register.loginFirst')}
          </p>
        ) : null}
        <div className={styles.fields}>
          <FormField
            id="member-mobile"
            label={t('register.mobile')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            error={serverMessage(errors.mobile?.message)}
            {...register('mobile')}
          />
          <FormField
            id="member-name"
            label={t('register.name')}
            autoComplete="name"
            error={serverMessage(errors.name?.message)}
            {...register('name')}
          />
          <FormField
            id="member-email"
            label={t('register.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            error={serverMessage(errors.email?.message)}
            {...register('email')}
          />
          <FormField
            id="member-city"
            label={t('register.city')}
            autoComplete="address-level2"
            error={serverMessage(errors.city?.message)}
            {...register('city')}
          />
          <FormField
            id="member-pincode"
            label={t('register.pincode')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            error={serverMessage(errors.pincode?.message)}
            {...register('pincode')}
          />
        </div>
        <div role="alert" className={problem ? styles.problem : undefined}>
          {problem}
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? t('register.wait') : t('register.pay', { price: money(plan.price) })}
        </button>
        <p className={styles.formNote}>{t('register.note')}</p>
      </form>
      <LocalPaymentDialog
        open={stage.step === 'confirm'}
        plan={plan}
        amountPaise={stage.step === 'confirm' ? stage.started.payment.amountPaise : plan.price * 100}
        paying={paying}
        onPay={payLocally}
        onCancel={cancelLocal}
      />
      {login.dialog}
    </>
  );
}
