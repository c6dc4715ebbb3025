import { zodResolver } from '@hookform/resolvers/zod';
import {
  NewStaffAccountSchema,
  STAFF_ROLES,
  type StaffAccount,
  type StaffBranch,
} from '@vastra/shared/schemas';
import { Dialog } from '@vastra/ui/dialog';
import { FormField } from '@vastra/ui/form-field';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useSaveStaffAccount } from '../api/staff-accounts';

type Values = z.input<typeof NewStaffAccountSchema>;
const ROLE_WORDS = { owner: 'Owner (every branch)', manager: 'Manager', staff: 'Staff' } as const;

type Props = { account: StaffAccount | null; branches: StaffBranch[]; onClose: () => void };

/** Adds a staff account, or changes one's name, role and branches (the mobile stays). */
export function StaffForm({ account, branches, onClose }: Props) {
  const save = useSaveStaffAccount();
  const form = useForm<Values, unknown, z.output<typeof NewStaffAccountSchema>>({
    resolver: zodResolver(NewStaffAccountSchema),
    defaultValues: {
      mobile: account?.mobile ?? '',
      name: account?.name ?? '',
      role: account?.role ?? 'staff',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values, event) => {
    // The branch boxes are plain checkboxes: their checked ids are read from the form itself.
    const checked = new FormData(event?.target as HTMLFormElement).getAll('branch');
    const branchIds = checked.map(Number).filter((id) => Number.isInteger(id) && id > 0);
    const body = account ? { name: values.name, role: values.role, branchIds } : { ...values, branchIds };
    save.mutate(
      { id: account?.id, body },
      {
        onSuccess: () => {
          toast.success(account ? 'Staff account saved' : 'Staff account added');
          onClose();
        },
        onError: (error) => form.setError('root', { message: error.message }),
      },
    );
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={account ? `Change ${account.name}` : 'Add a staff member'}
      size="sm"
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="staff-form" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </button>
        </>
      }
    >
      <form id="staff-form" className="action-form" onSubmit={submit} noValidate>
        <FormField id="staff-name" label="Name" error={errors.name?.message} {...form.register('name')} />
        <FormField
          id="staff-mobile-new"
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          maxLength={10}
          readOnly={account !== null}
          error={errors.mobile?.message}
          {...form.register('mobile')}
        />
        <div className="field">
          <label className="field-label" htmlFor="staff-role">
            Role
          </label>
          <select id="staff-role" className="select" {...form.register('role')}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_WORDS[role]}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend>Branches</legend>
          {branches.map((branch) => (
            <label key={branch.id} className="check">
              <input
                type="checkbox"
                name="branch"
                value={branch.id}
                defaultChecked={account?.branchIds.includes(branch.id) ?? false}
              />{' '}
              {branch.name} ({branch.code})
            </label>
          ))}
        </fieldset>
        {errors.root?.message || errors.branchIds?.message ? (
          <p className="field-error" role="alert">
            {errors.root?.message ?? errors.branchIds?.message}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
