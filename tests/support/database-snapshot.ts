import type { PGliteInterface } from '@electric-sql/pglite'

/**
 * Saves every row of the app's tables and its sequences inside the database, in a schema of its
 * own, so restoreSnapshot can put a test file's one database back as it was before each test.
 * Far cheaper than opening a new copy (about a second of WebAssembly start-up each time). The
 * snapshots' own schemas (test_snapshot, and the worker's pool of databases) are never saved.
 */
export async function takeSnapshot(db: PGliteInterface, schema = 'test_snapshot'): Promise<void> {
  await db.exec(`
    create schema ${schema};
    create table ${schema}.saved_tables as
      select c.oid::regclass as relation, row_number() over () as position
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname not in
        ('pg_catalog', 'information_schema', 'supabase_migrations')
        and n.nspname not like 'pg_%' and n.nspname not like 'test_snapshot%';
    create table ${schema}.saved_sequences as
      select format('%I.%I', schemaname, sequencename) as name,
             coalesce(last_value, start_value) as value, last_value is not null as called
      from pg_sequences
      where schemaname not like 'test_snapshot%';
    do $$
    declare saved record;
    begin
      for saved in select * from ${schema}.saved_tables loop
        execute format('create table ${schema}.rows_%s as select * from %s',
                       saved.position, saved.relation);
      end loop;
    end $$;
    create function ${schema}.restore() returns void language plpgsql as $$
    declare
      saved record;
      columns text;
    begin
      -- The rows go back as they were: no trigger may add history or refuse an old number.
      set local session_replication_role = replica;
      execute (select 'truncate ' || string_agg(relation::text, ', ') || ' restart identity'
               from ${schema}.saved_tables);
      for saved in select * from ${schema}.saved_tables loop
        select string_agg(quote_ident(attname), ', ' order by attnum) into columns
        from pg_attribute
        where attrelid = saved.relation and attnum > 0 and not attisdropped and attgenerated = '';
        execute format('insert into %s (%s) overriding system value select %s from ${schema}.rows_%s',
                       saved.relation, columns, columns, saved.position);
      end loop;
      for saved in select * from ${schema}.saved_sequences loop
        perform setval(saved.name, saved.value, saved.called);
      end loop;
    end $$;
  `)
}

/** Puts back the rows and sequences takeSnapshot saved. */
export async function restoreSnapshot(
  db: PGliteInterface,
  schema = 'test_snapshot',
): Promise<void> {
  await db.transaction((tx) => tx.query(`select ${schema}.restore()`).then(() => undefined))
}
