// A project's files (ADR 057): the limits and names both sides use, without zod (the web app
// imports these into its pages; the schemas are in workspace-files.ts).

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
export type WorkspaceFileCategoryName = (typeof WORKSPACE_FILE_CATEGORIES)[number];
