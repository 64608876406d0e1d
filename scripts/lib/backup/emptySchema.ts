import type { ClientBase } from 'pg'

/**
 * The statements that drop everything the app made in `public` (tables, views, sequences, functions, enums and other
 * types), leaving extensions, the schema itself and its grants alone. Objects are dropped one by one rather than
 * with the schema: on a managed server the app's role may own its tables but not `public`.
 */
const dropStatements = `
  WITH extension_members AS (SELECT classid, objid FROM pg_depend WHERE deptype = 'e')
  SELECT format('DROP %s IF EXISTS %s CASCADE', kind, name) AS statement
  FROM (
    SELECT 1 AS step,
      CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE' WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END AS kind,
      c.oid::regclass::text AS name
    FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')
      AND NOT EXISTS (SELECT 1 FROM extension_members e WHERE e.classid = 'pg_class'::regclass AND e.objid = c.oid)
    UNION ALL
    SELECT 2, CASE p.prokind WHEN 'p' THEN 'PROCEDURE' WHEN 'a' THEN 'AGGREGATE' ELSE 'FUNCTION' END, p.oid::regprocedure::text
    FROM pg_proc p
    WHERE p.pronamespace = 'public'::regnamespace
      AND NOT EXISTS (SELECT 1 FROM extension_members e WHERE e.classid = 'pg_proc'::regclass AND e.objid = p.oid)
    UNION ALL
    SELECT 3, CASE t.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END, t.oid::regtype::text
    FROM pg_type t
    LEFT JOIN pg_class r ON r.oid = t.typrelid
    WHERE t.typnamespace = 'public'::regnamespace AND (t.typtype IN ('e', 'd', 'r') OR (t.typtype = 'c' AND r.relkind = 'c'))
      AND NOT EXISTS (SELECT 1 FROM extension_members e WHERE e.classid = 'pg_type'::regclass AND e.objid = t.oid)
  ) objects
  ORDER BY step, kind, name`

/** Empties the `public` schema in one transaction, so the backup's migrations can build it again from nothing. */
export const emptyPublicSchema = async (client: ClientBase): Promise<void> => {
  const { rows } = await client.query<{ statement: string }>(dropStatements)
  await client.query('BEGIN')
  try {
    for (const { statement } of rows) await client.query(statement)
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  }
}
