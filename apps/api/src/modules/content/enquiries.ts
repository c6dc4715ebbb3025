import type { ContactForm, FranchiseForm } from '@vastra/shared/schemas';
import type { Db } from '../../db/client.ts';
import { contactMessages, franchiseApplications } from '../../db/schema/index.ts';
import {
  contactNotice,
  franchiseNotice,
  type Notifier,
  notifyShop,
  notifyStaff,
} from '../notifications/index.ts';

/** A 'Get In Touch' message: stored first, then the shop is e-mailed (a failed mail never loses it). */
export async function receiveContactMessage(db: Db, notifier: Notifier, form: ContactForm, now: Date) {
  await saveContactMessage(db, form, now);
  await notifyShop(notifier, contactNotice(form));
}

/** A franchise application: stored first, then the shop is e-mailed (a failed mail never loses it). */
export async function receiveFranchiseApplication(
  db: Db,
  notifier: Notifier,
  form: FranchiseForm,
  now: Date,
) {
  await saveFranchiseApplication(db, form, now);
  await notifyShop(notifier, franchiseNotice(form));
}

/** Stores a 'Get In Touch' message (already validated by ContactFormSchema). */
async function saveContactMessage(db: Db, form: ContactForm, now: Date): Promise<string> {
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
async function saveFranchiseApplication(db: Db, form: FranchiseForm, now: Date): Promise<string> {
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
