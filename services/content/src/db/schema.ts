import { integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The services catalogue (spec §3). Prices are in Jordanian dinars, which have 3 decimals. */
export const services = pgTable('services', {
  id: text('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  price: numeric('price', { precision: 10, scale: 3, mode: 'number' }).notNull(),
  duration: integer('duration').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
