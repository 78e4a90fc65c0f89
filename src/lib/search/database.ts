import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import { customType, primaryKey, pgTable, text } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'
import { TYPO_RULE } from './rules'

/** Postgres's full-text document type, which Drizzle has no column for. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * Search that forgives, in Postgres (docs/decisions.md#search-that-forgives): the visitor's text goes
 * through websearch_to_tsquery ("phrases", -exclusions, or), every searched word also matches as a prefix,
 * and a word of a name, breeder or strain that is a typo away from a word the archive holds also matches
 * that word. Typos are found in a small vocabulary, not in the rows: `search_words` holds every distinct
 * word of the searched names (one row per scope and word, trigram-indexed), kept by statement triggers
 * on every writer, so a correction costs a lookup in a few thousand words and the search itself stays on
 * the full-text GIN index. Words are never removed (a word whose entries are gone only adds an
 * alternative that matches nothing).
 *
 * The table and a find's stored title vector (CLOUD_TITLE_SQL) are declared to Payload's schema (so
 * migrations and development's schema push know them); the extension, functions, triggers and indexes
 * are SEARCH_SQL and CLOUD_TITLE_SQL, run by the migrations and, in development, at start (every
 * statement in them can run again safely).
 */
export const addSearchTables: NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number] = ({ schema, extendTable }) => {
  const finds = schema.tables.headstash_submissions
  if (!finds) throw new Error('The finds table (headstash_submissions) is missing from the schema')
  extendTable({ table: finds, columns: { titleSearch: tsvector('title_search') } })
  return {
    ...schema,
    tables: {
      ...schema.tables,
      search_words: pgTable(
        'search_words',
        {
          scope: text('scope').notNull(),
          word: text('word').notNull(),
        },
        (table) => [primaryKey({ columns: [table.scope, table.word] })],
      ),
    },
  }
}

/** The searched document of The Cloud: must stay the expression of migration 20261123_160000_cloud_search's index. */
export const CLOUD_DOCUMENT = `to_tsvector('simple', coalesce("name", '') || ' ' || coalesce("breeder", '') || ' ' || coalesce("flavor_notes", '') || ' ' || coalesce("effects", '') || ' ' || coalesce("vibe", '') || ' ' || coalesce("location", ''))`
/**
 * A find's title (name and breeder): matches here rank first, ordered by ts_rank over this short text.
 * Kept parsed in the column title_search by a trigger (CLOUD_TITLE_SQL), so ranking a broad search reads
 * the vector with the row it already fetched: parsing every matching title on each search cost half of a
 * search's time at 100,000 finds (ranking over the whole document would cost 35 µs a row).
 */
const titleText = (name: string, breeder: string) => `coalesce(${name}, '') || ' ' || coalesce(${breeder}, '')`
const titleDocument = (name: string, breeder: string) => `to_tsvector('simple', ${titleText(name, breeder)})`
const CLOUD_TITLE_DOCUMENT = titleDocument('"name"', '"breeder"')

/**
 * Keeps a find's title_search equal to CLOUD_TITLE_DOCUMENT on every writer (Payload, the bulk import,
 * raw SQL). Rows written before the column existed are filled by rewriting the table once (ALTER … TYPE …
 * USING), which fires no trigger and rebuilds each index once: an UPDATE of every row updates every index
 * and runs the statement triggers per row (6 s against 20 s at 100,000 finds). Run by migration
 * 20261129_172011_title_search and, in development, at start (where nothing is left to fill, it only looks).
 */
export const CLOUD_TITLE_SQL = `
CREATE OR REPLACE FUNCTION headstash_submissions_title_search() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.title_search := ${titleDocument('NEW.name', 'NEW.breeder')};
  RETURN NEW;
END $fn$;
CREATE OR REPLACE TRIGGER headstash_submissions_title_search BEFORE INSERT OR UPDATE ON headstash_submissions
  FOR EACH ROW EXECUTE FUNCTION headstash_submissions_title_search();
DO $fill$ BEGIN
  IF EXISTS (SELECT 1 FROM headstash_submissions WHERE title_search IS NULL) THEN
    ALTER TABLE headstash_submissions ALTER COLUMN title_search TYPE tsvector USING ${CLOUD_TITLE_DOCUMENT};
  END IF;
END $fill$;
DROP INDEX IF EXISTS headstash_submissions_title_search_idx;
`

/** The searched document of the strain cloud (strain, contributor, description), the expression of its GIN index below. */
export const STRAIN_DOCUMENT = `to_tsvector('simple', coalesce("strain_name", '') || ' ' || coalesce("submitter_name", '') || ' ' || coalesce("description", ''))`

/** Where typos are forgiven: a find's name and breeder; a strain's name and contributor. */
const CLOUD_TYPO_TEXT = titleText('name', 'breeder')
const STRAIN_TYPO_TEXT = `coalesce(strain_name, '') || ' ' || coalesce(submitter_name, '')`

const vocabulary = (scope: string, text: string, from: string, where: string) =>
  `INSERT INTO search_words (scope, word)
    SELECT DISTINCT '${scope}', word FROM ${from}, unnest(tsvector_to_array(to_tsvector('simple', ${text}))) AS word
    WHERE ${where} AND char_length(word) >= ${TYPO_RULE.minLength}
    ON CONFLICT DO NOTHING;`

const vocabularyTrigger = (table: string, scope: string, text: string, where: string, event: 'INSERT' | 'UPDATE') => {
  const name = `search_words_${scope}_${event.toLowerCase()}`
  return `
CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  ${vocabulary(scope, text, 'new_rows', where)}
  RETURN NULL;
END $fn$;
CREATE OR REPLACE TRIGGER ${name} AFTER ${event} ON ${table}
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${name}();`
}

export const SEARCH_SQL = `
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX IF NOT EXISTS search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);

-- Optimal string alignment distance (insertions, deletions, substitutions and swaps of two neighbours
-- each cost one), given up past cap: only ever run on the few trigram candidates of one word.
CREATE OR REPLACE FUNCTION search_typo_distance(a text, b text, cap integer) RETURNS integer
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
DECLARE
  la integer := char_length(a);
  lb integer := char_length(b);
  before_prev integer[];
  prev integer[];
  cur integer[];
  best integer;
  cost integer;
BEGIN
  IF abs(la - lb) > cap THEN RETURN cap + 1; END IF;
  prev := array(SELECT generate_series(0, lb));
  before_prev := prev;
  FOR i IN 1..la LOOP
    cur := array_fill(0, ARRAY[lb + 1]);
    cur[1] := i;
    best := i;
    FOR j IN 1..lb LOOP
      cost := CASE WHEN substr(a, i, 1) = substr(b, j, 1) THEN 0 ELSE 1 END;
      cur[j + 1] := least(prev[j + 1] + 1, cur[j] + 1, prev[j] + cost);
      IF i > 1 AND j > 1 AND substr(a, i, 1) = substr(b, j - 1, 1) AND substr(a, i - 1, 1) = substr(b, j, 1) THEN
        cur[j + 1] := least(cur[j + 1], before_prev[j - 1] + 1);
      END IF;
      best := least(best, cur[j + 1]);
    END LOOP;
    IF best > cap THEN RETURN cap + 1; END IF;
    before_prev := prev;
    prev := cur;
  END LOOP;
  RETURN least(prev[lb + 1], cap + 1);
END $fn$;

-- How many typos a word forgives: the rule of TYPO_RULE (rules.ts), by the longer of the two words.
CREATE OR REPLACE FUNCTION search_typo_budget(a text, b text) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
  SELECT CASE WHEN greatest(char_length(a), char_length(b)) >= ${TYPO_RULE.twoFrom} THEN 2
    WHEN greatest(char_length(a), char_length(b)) >= ${TYPO_RULE.oneFrom} THEN 1 ELSE 0 END
$fn$;

-- Words of the scope's vocabulary a typo or two away from term (closest first). The trigram index
-- finds the candidates; the distance decides.
CREATE OR REPLACE FUNCTION search_corrections(search_scope text, term text) RETURNS SETOF text
LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
  SELECT w.word FROM search_words w
  WHERE char_length(term) >= ${TYPO_RULE.minLength} AND w.scope = search_scope AND w.word % term
    AND w.word <> term AND NOT starts_with(w.word, term)
    AND search_typo_distance(term, w.word, search_typo_budget(term, w.word)) <= search_typo_budget(term, w.word)
  ORDER BY search_typo_distance(term, w.word, 2), similarity(w.word, term) DESC, w.word
  LIMIT ${TYPO_RULE.maxCorrections}
$fn$;

-- The visitor's web-search text as a tsquery: websearch_to_tsquery's reading (phrases, exclusions, or),
-- every word a prefix, and every word that is not excluded widened by its corrections:
-- "blu dreem" is 'blu':* & ('dreem':* | 'dream'). A low trigram threshold, since one typo in a five-letter
-- word leaves as little as a fifth of its trigrams; search_typo_distance keeps the candidates honest.
CREATE OR REPLACE FUNCTION search_tsquery(search_scope text, q text) RETURNS tsquery
LANGUAGE plpgsql STABLE PARALLEL SAFE
SET pg_trgm.similarity_threshold = ${TYPO_RULE.trigramThreshold}
AS $fn$
DECLARE
  source text := websearch_to_tsquery('simple', coalesce(q, ''))::text;
  token text;
  result text := '';
  negate_next boolean := false;
  depth integer := 0;
  negated_depths integer[] := '{}';
  lexeme text;
  alternatives text;
BEGIN
  FOR token IN SELECT m[1] FROM regexp_matches(source, '(''(?:[^'']|'''')*''|<->|<[0-9]+>|[!()&|])', 'g') AS m LOOP
    IF token = '!' THEN
      negate_next := true;
      result := result || '!';
    ELSIF token = '(' THEN
      depth := depth + 1;
      IF negate_next THEN negated_depths := negated_depths || depth; END IF;
      negate_next := false;
      result := result || '(';
    ELSIF token = ')' THEN
      negated_depths := array_remove(negated_depths, depth);
      depth := depth - 1;
      result := result || ')';
    ELSIF left(token, 1) = '''' THEN
      IF negate_next OR cardinality(negated_depths) > 0 THEN
        alternatives := NULL;
      ELSE
        lexeme := replace(substr(token, 2, char_length(token) - 2), '''''', '''');
        SELECT string_agg('''' || replace(replace(c, '\\', '\\\\'), '''', '''''') || '''', ' | ') INTO alternatives
          FROM search_corrections(search_scope, lexeme) AS c;
      END IF;
      result := result || CASE WHEN alternatives IS NULL THEN token || ':*' ELSE '(' || token || ':* | ' || alternatives || ')' END;
      negate_next := false;
    ELSE
      result := result || ' ' || token || ' ';
    END IF;
  END LOOP;
  RETURN result::tsquery;
END $fn$;

-- The strain cloud's full-text index; The Cloud's document index is migration 20261123_160000_cloud_search's.
CREATE INDEX IF NOT EXISTS strain_submissions_search_idx ON strain_submissions USING gin (${STRAIN_DOCUMENT});

${vocabularyTrigger('headstash_submissions', 'cloud', CLOUD_TYPO_TEXT, `status = 'approved'`, 'INSERT')}
${vocabularyTrigger('headstash_submissions', 'cloud', CLOUD_TYPO_TEXT, `status = 'approved'`, 'UPDATE')}
${vocabularyTrigger('strain_submissions', 'strains', STRAIN_TYPO_TEXT, 'TRUE', 'INSERT')}
${vocabularyTrigger('strain_submissions', 'strains', STRAIN_TYPO_TEXT, 'TRUE', 'UPDATE')}

${vocabulary('cloud', CLOUD_TYPO_TEXT, 'headstash_submissions', `status = 'approved'`)}
${vocabulary('strains', STRAIN_TYPO_TEXT, 'strain_submissions', 'TRUE')}
`

/** Development pushes its schema instead of migrating: it gets the functions and triggers at start. */
export async function ensureSearch(payload: Payload): Promise<void> {
  await payload.db.drizzle.execute(sql.raw(SEARCH_SQL))
  await payload.db.drizzle.execute(sql.raw(CLOUD_TITLE_SQL))
}
