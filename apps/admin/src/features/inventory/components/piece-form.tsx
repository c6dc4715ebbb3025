import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Category,
  type PieceFormInput,
  PieceFormSchema,
  type PieceForm as PieceFormValues,
  type StaffBranch,
  type StaffPiece,
} from '@vastra/shared/schemas';
import { FormField } from '@vastra/ui/form-field';
import { SelectField } from '@vastra/ui/select-field';
import { type FieldPath, useForm } from 'react-hook-form';
import { isStaffApiError } from '@/lib/api-client';
import { useSavePiece } from '../api/pieces';
import styles from './inventory.module.css';

type Props = {
  piece: StaffPiece | null;
  branches: Pick<StaffBranch, 'id' | 'code' | 'name'>[];
  categories: Category[];
  /** Staff may look but not change a piece. */
  readOnly?: boolean;
  onSaved: (piece: StaffPiece) => void;
};

const blankToText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

function defaults(piece: StaffPiece | null, branches: Props['branches']): PieceFormInput {
  return {
    name: piece?.name ?? '',
    type: piece?.type ?? 'rent',
    categoryCode: piece?.categoryCode ?? '',
    branchId: piece?.branch.id ?? branches[0]?.id ?? 0,
    size: blankToText(piece?.size),
    colours: piece?.colours ?? [],
    baseRent: blankToText(piece?.baseRent),
    deposit: blankToText(piece?.deposit),
    replacementValue: blankToText(piece?.replacementValue),
    salePrice: blankToText(piece?.salePrice),
    mrp: blankToText(piece?.mrp),
    description: piece?.description ?? '',
    isOnline: piece?.isOnline ?? true,
  };
}

/** 'Black, Gold' → ['Black', 'Gold']. */
const colourList = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean)
    : value;

/**
 * Adds a piece or edits one: the shared schema checks it here and the server checks it again
 * (category, branch, size), answering with the same field messages.
 */
export function PieceForm({ piece, branches, categories, readOnly = false, onSaved }: Props) {
  const save = useSavePiece();
  const form = useForm<PieceFormInput, unknown, PieceFormValues>({
    resolver: zodResolver(PieceFormSchema),
    defaultValues: defaults(piece, branches),
  });
  const { errors } = form.formState;
  const type = form.watch('type');
  const money = (
    name: 'baseRent' | 'deposit' | 'replacementValue' | 'salePrice' | 'mrp',
    label: string,
    required = false,
  ) => (
    <FormField
      id={`piece-${name}`}
      label={label}
      inputMode="numeric"
      required={required}
      readOnly={readOnly}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: piece?.id ?? null, form: values },
      {
        onSuccess: (saved) => onSaved(saved),
        onError: (error) => {
          if (isStaffApiError(error))
            for (const [field, message] of Object.entries(error.fields))
              form.setError(field as FieldPath<PieceFormInput>, { message });
          form.setError('root', { message: error.message });
        },
      },
    ),
  );
  return (
    <form
      className={styles.pieceForm}
      onSubmit={submit}
      noValidate
      aria-label={piece ? `Edit ${piece.code}` : 'New piece'}
    >
      <FormField
        id="piece-name"
        label="Name"
        readOnly={readOnly}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <SelectField
        id="piece-type"
        label="Rent or sale"
        disabled={readOnly || piece !== null}
        options={[
          { value: 'rent', label: 'Rental' },
          { value: 'buy', label: 'Pre-used sale' },
        ]}
        {...form.register('type')}
      />
      <SelectField
        id="piece-category"
        label="Category"
        placeholder="Choose a category"
        disabled={readOnly}
        error={errors.categoryCode?.message}
        options={categories.map((c) => ({ value: c.code, label: `${c.name} (${c.group})` }))}
        {...form.register('categoryCode')}
      />
      <SelectField
        id="piece-branch"
        label="Branch"
        disabled={readOnly}
        error={errors.branchId?.message}
        options={branches.map((b) => ({ value: String(b.id), label: `${b.name} (${b.code})` }))}
        {...form.register('branchId')}
      />
      <FormField
        id="piece-size"
        label="Size"
        inputMode="numeric"
        required={false}
        readOnly={readOnly}
        hint="Chest or bust size, e.g. 40; empty for accessories"
        error={errors.size?.message}
        {...form.register('size')}
      />
      <FormField
        id="piece-colours"
        label="Colours"
        required={false}
        readOnly={readOnly}
        hint="Separated by commas: Maroon, Gold"
        error={errors.colours?.message ?? errors.colours?.[0]?.message}
        {...form.register('colours', { setValueAs: colourList })}
      />
      {type === 'rent' ? (
        <>
          {money('baseRent', 'Base rent (4 days), ₹', true)}
          {money('deposit', 'Deposit, ₹ (empty = same as the rent)')}
          {money('replacementValue', 'Replacement value, ₹')}
          {money('mrp', 'MRP on the tag, ₹')}
        </>
      ) : (
        <>
          {money('salePrice', 'Sale price, ₹', true)}
          {money('mrp', 'Real MRP, ₹', true)}
        </>
      )}
      <FormField
        id="piece-description"
        label="Description"
        multiline
        rows={4}
        required={false}
        readOnly={readOnly}
        className={styles.wide}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <label className="check">
        <input type="checkbox" disabled={readOnly} {...form.register('isOnline')} /> Can be booked online
      </label>
      {errors.root?.message ? (
        <p className={`field-error ${styles.wide}`} role="alert">
          {errors.root.message}
        </p>
      ) : null}
      {readOnly ? null : (
        <div className={styles.wide}>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : piece ? 'Save changes' : 'Add the piece'}
          </button>
        </div>
      )}
    </form>
  );
}
