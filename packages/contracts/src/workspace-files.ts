import { z } from 'zod';
import { WORKSPACE_FILE_CATEGORIES, WORKSPACE_FILE_KINDS } from './workspace-file-constants.js';

// A project's files (issue 23 item 5, ADR 057): uploaded one per request as the raw file, typed
// by their content, downloaded through short-lived signed links.

export * from './workspace-file-constants.js';

export const WorkspaceFileCategory = z.enum(WORKSPACE_FILE_CATEGORIES);
export type WorkspaceFileCategory = z.infer<typeof WorkspaceFileCategory>;

/** POST /workspace/projects/:projectId/files?name=…&category=… with the file itself as the body. */
export const WorkspaceFileUploadQuery = z.object({
  /** The member's file name; the server keeps a display-safe version and never uses it as a path. */
  name: z.string().min(1, 'Name the file').max(1000),
  category: WorkspaceFileCategory.default('general'),
});

export const WorkspaceFileParams = z.object({
  projectId: z.string().min(1).max(64),
  fileId: z.string().min(1).max(64),
});

/** GET /workspace/files/:fileId/download?member=…&expires=…&signature=… (the link itself is the credential). */
export const WorkspaceFileLinkQuery = z.object({
  member: z.string().min(1).max(64),
  expires: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[\w-]{20,100}$/),
});

export const WorkspaceFile = z.object({
  id: z.string(),
  /** As the member named it, without folders or control characters. */
  name: z.string(),
  /** The type read from the content (magic bytes), never from the name. */
  mime: z.string(),
  kind: z.enum(WORKSPACE_FILE_KINDS),
  size: z.number().int().nonnegative(),
  category: WorkspaceFileCategory,
  uploadedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  uploadedAt: z.string(),
  /** The reader uploaded it or leads the project. */
  canDelete: z.boolean(),
  /** A signed link for the reader, valid WORKSPACE_FILE_LINK_SECONDS. */
  downloadUrl: z.string(),
  /** Images: a small WebP preview (same session, checked like the list). */
  thumbnailUrl: z.string().nullable(),
});
export type WorkspaceFile = z.infer<typeof WorkspaceFile>;

export const WorkspaceFiles = z.object({
  items: z.array(WorkspaceFile),
  usedBytes: z.number().int().nonnegative(),
  quotaBytes: z.number().int().positive(),
  maxFileBytes: z.number().int().positive(),
});
export type WorkspaceFiles = z.infer<typeof WorkspaceFiles>;
