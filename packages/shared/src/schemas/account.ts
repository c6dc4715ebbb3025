import { z } from 'zod';
import { LANGUAGE_CODES, LANGUAGE_UNKNOWN } from '../rules/languages.ts';
import { Mobile, Pincode, requiredText, safeText } from './common.ts';
import { MEASUREMENT_LABELS, type MeasurementField } from './measurements.ts';

const REQUIRED = 'This field is required';

/** One of the shop's languages (LANGUAGES): the storefront's and the messages' language. */
export const LanguageSchema = z.enum(LANGUAGE_CODES, { error: LANGUAGE_UNKNOWN });

const RequiredEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(200, 'At most 200 characters')
  .email('Please enter a valid email address');

const OptionalText = (max = 200) => safeText().trim().max(max, `At most ${max} characters`);

/** The account edit form requires these; the rest may stay empty. */
export const ACCOUNT_REQUIRED_FIELDS = [
  'firstName',
  'lastName',
  'building',
  'city',
  'state',
  'zip',
  'email',
] as const;

/** The Account Details form (/account-edit): the same schema checks the form and PUT /api/me. */
export const AccountDetailsSchema = z.object({
  firstName: requiredText(60, REQUIRED),
  lastName: requiredText(60, REQUIRED),
  email: RequiredEmail,
  /** Building / flat no. */
  building: requiredText(200, REQUIRED),
  road: OptionalText(),
  landmark: OptionalText(),
  station: OptionalText(100),
  city: requiredText(100, REQUIRED),
  state: requiredText(100, REQUIRED),
  zip: Pincode,
  /** Alternate phone; empty when none. */
  phone2: z
    .string()
    .trim()
    .regex(/^(\d{10})?$/, 'Alternate phone must be exactly 10 digits'),
});
export type AccountDetails = z.infer<typeof AccountDetailsSchema>;

/**
 * PUT /api/me: any subset of the form's fields, each checked as in the form (so signup can save
 * just name, email and city), plus the customer's chosen branch (null = the default branch).
 */
export const ProfileUpdateSchema = AccountDetailsSchema.partial().extend({
  branchCode: z
    .string()
    .trim()
    .regex(/^[A-Z0-9-]{1,20}$/i, 'Please choose a branch from the list.')
    .nullable()
    .optional(),
  /** The storefront's and the messages' language, chosen with the header's switcher. */
  language: LanguageSchema.optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const SIGNUP_CITIES = ['Mumbai', 'Delhi', 'Bangalore'] as const;

/** The signup form (/signin); after the OTP login its details go to PUT /api/me. */
export const SignupDetailsSchema = z.object({
  mobile: Mobile,
  fullName: requiredText(120, REQUIRED),
  email: RequiredEmail,
  city: z.enum(SIGNUP_CITIES, { error: 'Please choose a city' }),
});
export type SignupDetails = z.infer<typeof SignupDetailsSchema>;

/** splitFullName(' Asha  K Rao ') → { firstName: 'Asha', lastName: 'K Rao' }. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** GET /api/me: the customer's profile, address, branch, relationship manager and membership. */
export const ProfileSchema = z.object({
  id: safeText(),
  mobile: safeText(),
  firstName: safeText(),
  lastName: safeText(),
  email: safeText(),
  building: safeText(),
  road: safeText(),
  landmark: safeText(),
  station: safeText(),
  city: safeText(),
  state: safeText(),
  zip: safeText(),
  phone2: safeText(),
  /** Owner-only URL (needs the bearer token), or null when no photo is set. */
  photoUrl: safeText().nullable(),
  branch: z.object({ code: safeText(), name: safeText(), city: safeText() }).nullable(),
  /** Of the customer's branch, else of the first branch. */
  relationshipManager: z.object({ name: safeText(), phone: safeText() }).nullable(),
  membership: z
    .object({
      plan: z.enum(['A', 'B', 'C']),
      name: safeText(),
      discountPct: z.number(),
      endsOn: safeText(),
    })
    .nullable(),
  /** Required account fields still empty (ACCOUNT_REQUIRED_FIELDS); empty when complete. */
  missingFields: z.array(safeText()),
  /** The language the customer chose: the storefront shows it and messages are sent in it. */
  language: LanguageSchema,
});
export type Profile = z.infer<typeof ProfileSchema>;

/** Profile photo: the dashboard's note states the rule the server enforces. */
export const PHOTO_RULES = { maxBytes: 819_200, sizePx: 400 } as const;
export const PHOTO_MESSAGE = 'Allowed JPG, GIF or PNG. Max size of 800K';
export const PhotoResultSchema = z.object({ photoUrl: safeText() });

/** 1 to 99.9 inches, at most one decimal: inches('Chest').parse('38.5') === 38.5. */
const inches = (field: MeasurementField) => {
  const label = MEASUREMENT_LABELS[field];
  const range = `${label} must be between 1 and 99.9 inches`;
  return z.coerce
    .number({ error: `${label} must be a number` })
    .min(1, range)
    .max(99.9, range)
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6, `${label} may have one decimal at most`)
    .nullable()
    .optional();
};

/** PUT /api/me/measurements: the fields given are saved (null clears one); the others stay. */
export const MeasurementsInputSchema = z.object({
  pantLength: inches('pantLength'),
  pantWaist: inches('pantWaist'),
  chest: inches('chest'),
  sleeveLength: inches('sleeveLength'),
  topBust: inches('topBust'),
  topWaist: inches('topWaist'),
  topSleeves: inches('topSleeves'),
  chaniyaLength: inches('chaniyaLength'),
});
export type MeasurementsInput = z.infer<typeof MeasurementsInputSchema>;

const Inches = z.number().nullable();
export const MeasurementsSchema = z.object({
  pantLength: Inches,
  pantWaist: Inches,
  chest: Inches,
  sleeveLength: Inches,
  topBust: Inches,
  topWaist: Inches,
  topSleeves: Inches,
  chaniyaLength: Inches,
  /** ISO timestamp of the last save; null when never saved. */
  updatedAt: safeText().nullable(),
});
export type Measurements = z.infer<typeof MeasurementsSchema>;

/** ID documents: personal data, kept as private files that only their owner can read. */
export const DOCUMENT_TYPES = ['ID Card', 'Aadhar Card', 'License'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DocumentTypeSchema = z.enum(DOCUMENT_TYPES, {
  error: 'Please choose ID Card, Aadhar Card or License',
});
export const DOCUMENT_RULES = { maxBytes: 5 * 1024 * 1024 } as const;
export const DOCUMENT_FILE_MESSAGE = 'Allowed JPG, PNG or PDF. Max size of 5 MB';

export const DocumentSchema = z.object({
  id: safeText(),
  type: DocumentTypeSchema,
  contentType: safeText(),
  sizeBytes: z.number(),
  originalName: safeText(),
  createdAt: safeText(),
  /** Owner-only URL of the file (needs the bearer token). */
  url: safeText(),
});
export type CustomerDocument = z.infer<typeof DocumentSchema>;
export const DocumentListSchema = z.object({ items: z.array(DocumentSchema) });
