import type { ColumnType } from 'kysely';

export type CreatedAt = ColumnType<Date, Date | undefined, never>;
/** A column the database fills with its default when an insert leaves it out. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
