/**
 * The backup record's key, apart from the record's schema (`backup-record.ts`), so the shell can tell a returning
 * browser from a new one without loading the schema code.
 */
export const BACKUP_RECORD_KEY = 'backupRecord';
