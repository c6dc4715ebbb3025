import { FormField } from '@vastra/ui/form-field';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useServerMessage } from '@/i18n/messages';
import { OptionalField } from './optional-field';

/** One input of an address form, in the words of the page that shows it. */
export type AddressField<V extends FieldValues> = {
  name: Path<V>;
  label: string;
  /** The input's id; by default `${idPrefix}-${name}`. */
  id?: string;
  autoComplete?: string;
  /** May stay empty: no * and not aria-required. */
  optional?: boolean;
  inputMode?: 'numeric' | 'email' | 'tel';
  maxLength?: number;
  type?: string;
  className?: string;
};

type AddressFieldsProps<V extends FieldValues> = {
  idPrefix: string;
  fields: readonly AddressField<V>[];
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
  /** Writes '(optional)' after the label of a field that may stay empty. */
  markOptional?: boolean;
};

/**
 * The name, address and contact inputs of the account's details and of checkout: labelled, each
 * error under its field. Each page lists its own fields; the inputs are drawn here.
 */
export function AddressFields<V extends FieldValues>(props: AddressFieldsProps<V>) {
  const { idPrefix, fields, register, errors, markOptional } = props;
  // The checks' sentences come from the shared schemas in English: shown in the page's language.
  const message = useServerMessage();
  return fields.map((field) => {
    const { name, label, optional, className } = field;
    const id = field.id ?? `${idPrefix}-${name}`;
    const error = message(errors[name]?.message as string | undefined);
    const control = {
      autoComplete: field.autoComplete,
      inputMode: field.inputMode,
      maxLength: field.maxLength,
      type: field.type ?? 'text',
      ...register(name),
    };
    return optional ? (
      <OptionalField
        key={name}
        id={id}
        label={label}
        className={className}
        error={error}
        markOptional={markOptional}
        {...control}
      />
    ) : (
      <FormField key={name} id={id} label={label} className={className} error={error} {...control} />
    );
  });
}
