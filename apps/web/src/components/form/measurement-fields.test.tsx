import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MEASUREMENTS_INCOMPLETE } from '@vastra/shared/schemas';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MeasurementFields } from './measurement-fields';
import { measurementFieldsOf, measurementsSchema, prefillMeasurements } from './measurement-form';

const menPiece = { group: 'men', isAccessory: false } as const;

function MenForm({ onSave, size }: { onSave: (values: unknown) => void; size?: number }) {
  const fields = measurementFieldsOf(menPiece);
  const schema = z.object({ measurements: measurementsSchema(fields) });
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({
    resolver: zodResolver(schema),
    defaultValues: { measurements: prefillMeasurements(fields, 'men', { size }) },
  });
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate>
      <MeasurementFields
        idPrefix="t"
        fields={fields}
        register={(field) => register(`measurements.${field}`)}
        errors={formState.errors.measurements}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('MeasurementFields', () => {
  it('asks once for all the measurements when some are empty', async () => {
    const onSave = vi.fn();
    render(<MenForm onSave={onSave} size={40} />);
    expect((screen.getByLabelText('Chest') as HTMLInputElement).value).toBe('40');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MEASUREMENTS_INCOMPLETE));
    expect(screen.getAllByText(MEASUREMENTS_INCOMPLETE)).toHaveLength(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('puts a size out of range under its own field, and sends the sizes as numbers', async () => {
    const onSave = vi.fn();
    render(<MenForm onSave={onSave} />);
    for (const [label, value] of [
      ['Pant length', '41'],
      ['Pant waist', '32'],
      ['Chest', '150'],
      ['Sleeve length', '25.5'],
    ]) {
      fireEvent.input(screen.getByLabelText(label as string), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Chest must be between 1 and 99.9 inches')).toBeTruthy());
    expect(screen.getByLabelText('Chest').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.input(screen.getByLabelText('Chest'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      measurements: { pantLength: 41, pantWaist: 32, chest: 40, sleeveLength: 25.5 },
    });
  });
});
