import { ENQUIRY_STATUSES, type Enquiry, EnquiryUpdateSchema } from '@vastra/shared/schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { ActionDialog } from '@/components/ui/action-dialog';
import { useUpdateEnquiry } from '../api/enquiries';
import { STATUS_WORDS } from './enquiry-words';

/** Sets an enquiry's status and the owner's notes; the inbox records who did it and when. */
export function EnquiryDialog({ enquiry, onClose }: { enquiry: Enquiry; onClose: () => void }) {
  const update = useUpdateEnquiry();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={`Enquiry from ${enquiry.name || 'a customer'}`}
      description="The status and notes are kept with your name and the time, in the audit log too."
      confirmLabel="Save"
      pending={update.isPending}
      error={problem ?? update.error?.message}
      onConfirm={(form) => {
        const data = new FormData(form);
        const parsed = EnquiryUpdateSchema.safeParse({ status: data.get('status'), note: data.get('note') });
        if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Please check the form');
        setProblem(null);
        update.mutate(
          { kind: enquiry.kind, id: enquiry.id, body: parsed.data },
          {
            onSuccess: () => {
              toast.success('Enquiry saved');
              onClose();
            },
          },
        );
      }}
    >
      <label className="field">
        <span className="field-label">Status</span>
        <select name="status" className="select" defaultValue={enquiry.status}>
          {ENQUIRY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_WORDS[s]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field-label">Notes</span>
        <textarea name="note" className="input" rows={4} maxLength={2000} defaultValue={enquiry.note} />
      </label>
    </ActionDialog>
  );
}
