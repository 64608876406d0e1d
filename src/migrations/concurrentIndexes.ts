/** An index on a table that may already be big, built without blocking writes (`CREATE INDEX CONCURRENTLY`). */
export type ConcurrentIndex = { name: string; definition: string }

/**
 * Indexes for tables that may already be big on a live site: add one here (not in a migration, where the migration
 * check refuses a plain CREATE INDEX on an existing table), as
 * `{ name: 'lesson_progress_updated_idx', definition: 'ON "lesson_progress" USING btree ("updated_at")' }`.
 * `npm start` builds any that are missing once the migrations are in (scripts/lib/migrations/concurrentIndexes.ts).
 */
export const concurrentIndexes: readonly ConcurrentIndex[] = [
  { name: 'users_mentor_as_idx', definition: 'ON "users" USING btree ("mentor_as_id")' },
  { name: 'payload_locked_documents_rels_impact_quotes_id_idx', definition: 'ON "payload_locked_documents_rels" USING btree ("impact_quotes_id")' },
  { name: 'payload_locked_documents_rels_sign_in_codes_id_idx', definition: 'ON "payload_locked_documents_rels" USING btree ("sign_in_codes_id")' },
  { name: 'payload_locked_documents_rels_push_subscriptions_id_idx', definition: 'ON "payload_locked_documents_rels" USING btree ("push_subscriptions_id")' },
  { name: 'payload_locked_documents_rels_push_deliveries_id_idx', definition: 'ON "payload_locked_documents_rels" USING btree ("push_deliveries_id")' },
  { name: 'payload_locked_documents_rels_mobile_numbers_id_idx', definition: 'ON "payload_locked_documents_rels" USING btree ("mobile_numbers_id")' },
  { name: 'payload_locked_documents_rels_text_deliveries_id_idx', definition: 'ON "payload_locked_documents_rels" USING btree ("text_deliveries_id")' },
]
