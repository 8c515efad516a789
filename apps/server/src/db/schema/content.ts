// Table types of the site's content (migration 0032).
import type { Generated } from 'kysely';
import type { Defaulted } from './columns.js';

type Locale = 'en-US' | 'fr-fr' | 'ar-ar' | 'ru';

export interface CarouselsTable {
  id: Generated<number>;
  route: string;
  platform: 'desktop' | 'mobile';
  language: Locale;
}

export interface SlidesTable {
  id: Generated<number>;
  carousel_id: number;
  type: Defaulted<'image'>;
  image: string;
  title: Defaulted<string>;
  text: Defaulted<string>;
  cta: Defaulted<string>;
  link: string;
  language: Locale;
  is_active: Defaulted<boolean>;
  auth_required: Defaulted<boolean>;
  sort_order: Defaulted<number>;
  active_from: Date | null;
  active_until: Date | null;
}

export interface PromotionsTable {
  type: string;
  language: Locale;
  title: string;
  summary: Defaulted<string>;
  body: Defaulted<string>;
  image: string;
  sort_order: Defaulted<number>;
  is_active: Defaulted<boolean>;
  updated_at: Date;
}

export interface ArticlesTable {
  kind: 'help' | 'legal';
  slug: string;
  language: Locale;
  title: string;
  body: string;
  updated_at: Date;
}

export interface ContentImagesTable {
  key: string;
  content_type: 'image/png' | 'image/jpeg' | 'image/webp';
  bytes: Buffer;
  size: number;
  created_at: Date;
  created_by: number | null;
}
