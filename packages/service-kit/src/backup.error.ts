/** Why a backup or a restore stopped; the message says what to do about it. */
export type BackupErrorCode =
  /** The directory is not a backup, or one of a format this code does not read. */
  | 'not_a_backup'
  /** A file of the backup does not hold what its manifest says (damaged or edited). */
  | 'damaged'
  /** The database ran migrations this code does not know: a newer version made it. */
  | 'unknown_migration'
  /** The schema the migrations make is not the one the backup was taken from. */
  | 'schema_mismatch'
  /** A database or a directory to restore into already holds data (and no --force). */
  | 'not_empty'
  /** Another client is connected to a database to restore into. */
  | 'in_use'
  /** The backup holds a database that this restore has nowhere to put. */
  | 'no_target'
  /** Some databases were committed and a later one failed to. */
  | 'partly_restored';

export class BackupError extends Error {
  constructor(
    readonly code: BackupErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BackupError';
  }
}
