import { addDays } from '@vastra/shared/rules';
import { CreateBlockSchema } from '@vastra/shared/schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { ActionDialog } from '@/components/ui/action-dialog';
import { TextField } from '@/components/ui/text-field';
import { useBlockPiece } from '../api/calendar';

type Props = { piece: { productId: number; code: string }; from: string; onClose: () => void };

/** Blocks a piece for cleaning, repair or alteration; refused when the days meet a booking. */
export function BlockDialog({ piece, from, onClose }: Props) {
  const block = useBlockPiece();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={`Block ${piece.code}`}
      description="The piece cannot be booked on these days. Days that already have a booking are refused."
      confirmLabel="Block"
      pending={block.isPending}
      error={problem ?? block.error?.message}
      onConfirm={(form) => {
        const data = Object.fromEntries(new FormData(form).entries());
        const parsed = CreateBlockSchema.safeParse({ ...data, productId: piece.productId });
        if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Please check the form.');
        setProblem(null);
        block.mutate(parsed.data, {
          onSuccess: () => {
            toast.success(`${piece.code} blocked`);
            onClose();
          },
        });
      }}
    >
      <TextField id="block-from" name="from" label="From" type="date" defaultValue={from} required />
      <TextField id="block-to" name="to" label="To" type="date" defaultValue={addDays(from, 1)} required />
      <TextField id="block-note" name="note" label="Why (cleaning, repair…)" maxLength={500} required />
    </ActionDialog>
  );
}
