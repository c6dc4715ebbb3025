import type { ContactForm, FranchiseForm } from '@vastra/shared/schemas';
import type { Db } from '../../db/client.ts';
import { contactMessages, franchiseApplications } from '../../db/schema/index.ts';
import { notifyStaff } from '../notifications/index.ts';

/** Stores a 'Get In Touch' message (already validated by ContactFormSchema). */
export async function saveContactMessage(db: Db, form: ContactForm, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: form.name, email: form.email, message: form.message, createdAt: now })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('contact_messages insert returned no row');
    await notifyStaff(tx, null, {
      event: 'staff_new_enquiry',
      step: row.id,
      variables: { name: form.name, contact: form.email, summary: form.message.slice(0, 80) },
      at: now,
    });
    return row.id;
  });
}

/** Stores a franchise application (already validated by FranchiseFormSchema). */
export async function saveFranchiseApplication(db: Db, form: FranchiseForm, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(franchiseApplications)
      .values({
        name: form.name,
        contactNo: form.contactNo,
        email: form.email,
        location: form.location,
        experience: form.experience,
        rentalSpace: form.rentalSpace,
        additionalQuestions: form.additionalQuestions,
        createdAt: now,
      })
      .returning({ id: franchiseApplications.id });
    if (!row) throw new Error('franchise_applications insert returned no row');
    await notifyStaff(tx, null, {
      event: 'staff_franchise',
      step: row.id,
      variables: { name: form.name, contact: form.contactNo, location: form.location },
      at: now,
    });
    return row.id;
  });
}
