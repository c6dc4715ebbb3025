import { index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    seoUrl: text('seo_url').notNull().unique(),
    title: text('title').notNull(),
    category: text('category', { enum: ['COMPANY', 'FASHION', 'STYLE', 'TRENDS', 'BEAUTY'] }).notNull(),
    mainImage: text('main_image'),
    /** Sanitised HTML. */
    summaryHtml: text('summary_html').notNull(),
    bodyHtml: text('body_html').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blogs_published_idx').on(t.publishedAt.desc())],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const franchiseApplications = pgTable('franchise_applications', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  contactNo: text('contact_no').notNull(),
  email: text('email').notNull(),
  location: text('location').notNull(),
  experience: text('experience').notNull(),
  rentalSpace: text('rental_space').notNull(),
  additionalQuestions: text('additional_questions').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
