import { z } from 'zod';
import { PASSWORD_MAX } from './constants.js';

/** Settings → Your data (issue 25 §6, ADR 062): a copy of everything, and deleting the account. */

/** How long a deletion waits; signing in during it cancels the deletion. */
export const DELETION_GRACE_DAYS = 14;
/** How long the e-mailed link to the export works; the ZIP is removed after it. */
export const EXPORT_LINK_DAYS = 7;
/** One export per member per this long: building one reads everything they have. */
export const EXPORT_EVERY_MINUTES = 60;

/**
 * GET/POST /api/v1/account/export. `none`: never asked (or the last one is gone); `pending`: being
 * built, a link will be e-mailed; `ready`: the link was e-mailed and works until `expiresAt`;
 * `expired`: the last link no longer works.
 */
export const DataExport = z.object({
  status: z.enum(['none', 'pending', 'ready', 'expired']),
  requestedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** When another export may be asked for (null: now). */
  nextAllowedAt: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExport>;

export const DataExportResponse = z.object({ export: DataExport });
export type DataExportResponse = z.infer<typeof DataExportResponse>;

/** GET /api/v1/account/export/download?token= — the e-mailed link; the signed-in owner only. */
export const DataExportDownloadQuery = z.object({ token: z.string().min(1, 'This link is invalid').max(200) });
export type DataExportDownloadQuery = z.infer<typeof DataExportDownloadQuery>;

/** POST /api/v1/account/deletion: the password again, so a borrowed session cannot delete the account. */
export const AccountDeletionRequest = z.object({ password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX) });
export type AccountDeletionRequest = z.infer<typeof AccountDeletionRequest>;

/** GET/POST/DELETE /api/v1/account/deletion: when the account will be erased, or null. */
export const AccountDeletionResponse = z.object({ scheduledFor: z.string().nullable() });
export type AccountDeletionResponse = z.infer<typeof AccountDeletionResponse>;
