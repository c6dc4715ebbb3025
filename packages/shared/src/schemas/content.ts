import { z } from 'zod';
import { Email, requiredText, safeText } from './common.ts';

export const REQUIRED_MESSAGE = 'This field is required';
export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const CONTACT_NO_MESSAGE = 'Contact number must be exactly 10 digits';
/** Success texts of the forms, shown as the API returns them. */
export const CONTACT_THANKS = 'Thank you for getting in touch!';
export const FRANCHISE_THANKS = 'Form submitted successfully';
/** The longest text a form's text area accepts. */
export const TEXTAREA_MAX = 500;

// Required first, then the format: an empty field says 'required', not 'invalid e-mail'.
const requiredEmail = safeText({ error: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE).pipe(Email);

/** POST /api/contact: the 'Get In Touch' form. */
export const ContactFormSchema = z.object({
  name: requiredText(100),
  email: requiredEmail,
  message: requiredText(2000),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

/** POST /api/franchise-applications: 'Clothing Rental Franchise Application'. */
export const FranchiseFormSchema = z.object({
  name: requiredText(100),
  contactNo: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .regex(/^\d{10}$/, CONTACT_NO_MESSAGE),
  email: requiredEmail,
  location: requiredText(200),
  experience: requiredText(TEXTAREA_MAX),
  rentalSpace: requiredText(TEXTAREA_MAX),
  additionalQuestions: requiredText(TEXTAREA_MAX),
});
export type FranchiseForm = z.infer<typeof FranchiseFormSchema>;

/** The answer of both forms. */
export const FormAcceptedSchema = z.object({ message: safeText() });

export const BLOG_CATEGORIES = ['COMPANY', 'FASHION', 'STYLE', 'TRENDS', 'BEAUTY'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const BlogCategorySchema = z.enum(BLOG_CATEGORIES, {
  error: `Category must be one of ${BLOG_CATEGORIES.join(', ')}`,
});

/** GET /api/blogs query; no category = ALL. */
export const BlogListQuerySchema = z.object({ category: BlogCategorySchema.optional() });

/** A blog's picture: { alt, wide: { "345": url, "690": url } } for srcset. */
export const BlogImageSchema = z.object({ alt: safeText(), wide: z.record(safeText(), safeText()) });

export const BlogSummarySchema = z.object({
  seoUrl: safeText(),
  title: safeText(),
  category: BlogCategorySchema,
  image: BlogImageSchema.nullable(),
  /** Sanitised HTML. */
  summaryHtml: safeText(),
  /** YYYY-MM-DD in IST; the page shows it as 'March 05, 2024' (formatBlogDate). */
  publishedAt: safeText(),
  author: safeText(),
});
export type BlogSummary = z.infer<typeof BlogSummarySchema>;

export const BlogPostSchema = BlogSummarySchema.extend({ bodyHtml: safeText() });
export type BlogPost = z.infer<typeof BlogPostSchema>;

/** What staff (and the seed) save; the HTML is sanitised by the server whatever arrives. */
export const BlogInputSchema = z.object({
  seoUrl: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and hyphens')
    .max(120, 'At most 120 characters'),
  title: requiredText(200),
  category: BlogCategorySchema,
  /** Media key of the picture, e.g. 'blog/3'. */
  mainImage: z
    .string()
    .regex(/^[a-z0-9][a-z0-9/_-]*$/i, 'Picture must be a media key')
    .nullable()
    .default(null),
  summaryHtml: requiredText(2000),
  bodyHtml: requiredText(100_000),
  publishedAt: z.coerce.date().optional(),
});
export type BlogInput = z.input<typeof BlogInputSchema>;
