import { z } from 'zod';

// A project's files (issue 23 item 5, ADR 057): uploaded one per request as the raw file, typed
// by their content, downloaded through short-lived signed links.

const MB = 1024 * 1024;
/** One file: at most 25 MB (sizes are shown in MB of 1,024 × 1,024 bytes, spec §5). */
export const WORKSPACE_FILE_MAX_BYTES = 25 * MB;
/** Every file of one project together. */
export const WORKSPACE_PROJECT_FILES_MAX_BYTES = 500 * MB;
/** A download link works this long (a removed member's link stops at once anyway). */
export const WORKSPACE_FILE_LINK_SECONDS = 300;
export const WORKSPACE_FILE_NAME_MAX = 200;
export const WORKSPACE_FILE_CATEGORIES = ['general', 'design', 'document', 'contract', 'deliverable', 'report'] as const;
/** Spec §5: image when the (sniffed) MIME type starts with image/, otherwise document. */
export const WORKSPACE_FILE_KINDS = ['image', 'document'] as const;

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
