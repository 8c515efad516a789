import { type Kysely, sql } from 'kysely';

/**
 * The site's content (issue #24, decision 039): banner carousels (one per route, platform and
 * language) and their slides, promotions per type and language, help and legal articles per
 * kind, slug and language, and the pictures operators upload, kept in the database so every
 * instance serves them without a shared disk.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE carousels (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      route text NOT NULL,
      platform text NOT NULL CHECK (platform IN ('desktop', 'mobile')),
      language text NOT NULL CHECK (language IN ('en-US', 'fr-fr', 'ar-ar', 'ru')),
      UNIQUE (route, platform, language)
    );
    CREATE TABLE slides (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      carousel_id integer NOT NULL REFERENCES carousels (id) ON DELETE CASCADE,
      type text NOT NULL DEFAULT 'image' CHECK (type IN ('image')),
      image text NOT NULL,
      title text NOT NULL DEFAULT '',
      text text NOT NULL DEFAULT '',
      cta text NOT NULL DEFAULT '',
      link text NOT NULL,
      language text NOT NULL CHECK (language IN ('en-US', 'fr-fr', 'ar-ar', 'ru')),
      is_active boolean NOT NULL DEFAULT true,
      auth_required boolean NOT NULL DEFAULT false,
      sort_order integer NOT NULL DEFAULT 0,
      active_from timestamptz,
      active_until timestamptz,
      CHECK (active_until IS NULL OR active_from IS NULL OR active_until > active_from)
    );
    CREATE INDEX slides_carousel ON slides (carousel_id, sort_order, id);
    CREATE TABLE promotions (
      type text NOT NULL,
      language text NOT NULL CHECK (language IN ('en-US', 'fr-fr', 'ar-ar', 'ru')),
      title text NOT NULL,
      summary text NOT NULL DEFAULT '',
      body text NOT NULL DEFAULT '',
      image text NOT NULL,
      sort_order integer NOT NULL DEFAULT 0,
      is_active boolean NOT NULL DEFAULT true,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (type, language)
    );
    CREATE TABLE articles (
      kind text NOT NULL CHECK (kind IN ('help', 'legal')),
      slug text NOT NULL,
      language text NOT NULL CHECK (language IN ('en-US', 'fr-fr', 'ar-ar', 'ru')),
      title text NOT NULL,
      body text NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (kind, slug, language)
    );
    CREATE TABLE content_images (
      key text PRIMARY KEY,
      content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
      bytes bytea NOT NULL,
      size integer NOT NULL CHECK (size > 0 AND size <= 5242880),
      created_at timestamptz NOT NULL,
      created_by bigint REFERENCES users (id)
    );
  `.execute(db);
}
