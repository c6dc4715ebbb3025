import type { ContactForm, FranchiseForm } from '@vastra/shared/schemas';
import type { Db } from '../../db/client.ts';
import { contactMessages, franchiseApplications } from '../../db/schema/index.ts';

/** Stores a 'Get In Touch' message (already validated by ContactFormSchema). */
export async function saveContactMessage(db: Db, form: ContactForm, now: Date): Promise<string> {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: form.name, email: form.email, message: form.message, createdAt: now })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact_messages insert returned no row');
  return row.id;
}

/** Stores a franchise application (already validated by FranchiseFormSchema). */
export async function saveFranchiseApplication(db: Db, form: FranchiseForm, now: Date): Promise<string> {
  const [row] = await db
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
  return row.id;
}
