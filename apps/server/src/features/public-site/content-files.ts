import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_LANGUAGES, NewsMeta, PageMeta, StoryMeta, type ContentKind } from '@skilllink/contracts/public-content';
import MarkdownIt from 'markdown-it';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';

/** One text of the public site in one language, as the site shows it. */
export interface ContentEntry {
  kind: ContentKind;
  slug: string;
  language: (typeof CONTENT_LANGUAGES)[number];
  meta: Record<string, unknown>;
  html: string;
  /** The date lists sort by (a page's last update, an article's or story's publication). */
  date: string;
  /** Of the file as written: an unchanged file is not written again at the next start. */
  hash: string;
}

const FOLDERS: Record<ContentKind, { dir: string; meta: z.ZodType<Record<string, unknown>>; date: string }> = {
  page: { dir: 'pages', meta: PageMeta, date: 'updated' },
  news: { dir: 'news', meta: NewsMeta, date: 'date' },
  story: { dir: 'stories', meta: StoryMeta, date: 'date' },
};

// Raw HTML in a file is shown as text: content is written by people, rendered for everyone.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** Splits `---\n<yaml>\n---\n<markdown>`; null when the file has no front matter. */
function split(text: string): { front: string; body: string } | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text.replace(/^\uFEFF/, ''));
  return match ? { front: match[1]!, body: match[2]! } : null;
}

/** One file, checked against its kind's fields; a problem in words (with the file) when it is not right. */
export function readEntry(kind: ContentKind, language: ContentEntry['language'], file: string, text: string): ContentEntry | string {
  const parts = split(text);
  if (!parts) return `${file}: no front matter between two --- lines`;
  let front: unknown;
  try {
    front = parseYaml(parts.front);
  } catch (err) {
    return `${file}: front matter is not valid YAML (${(err as Error).message.split('\n')[0]})`;
  }
  const checked = FOLDERS[kind].meta.safeParse(front);
  if (!checked.success)
    return `${file}: ${checked.error.issues.map((i) => `${i.path.join('.') || 'front matter'}: ${i.message}`).join('; ')}`;
  const meta = checked.data;
  if (`${String(meta.slug)}.md` !== path.basename(file)) return `${file}: slug "${String(meta.slug)}" is not the file name`;
  return {
    kind,
    slug: String(meta.slug),
    language,
    meta,
    html: markdown.render(parts.body),
    date: String(meta[FOLDERS[kind].date]),
    hash: createHash('sha256').update(text).digest('base64url'),
  };
}

/**
 * Every text under `root` (content/README.md): the entries, and the problems of the files that
 * could not be read — a writer's slip costs that one file, never the site.
 */
export async function readContent(root: string): Promise<{ entries: ContentEntry[]; problems: string[] }> {
  const entries: ContentEntry[] = [];
  const problems: string[] = [];
  for (const kind of Object.keys(FOLDERS) as ContentKind[]) {
    for (const language of CONTENT_LANGUAGES) {
      const dir = path.join(root, FOLDERS[kind].dir, language);
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names.filter((n) => n.endsWith('.md')).sort()) {
        const file = path.join(FOLDERS[kind].dir, language, name);
        const read = readEntry(kind, language, file, await readFile(path.join(dir, name), 'utf8'));
        if (typeof read === 'string') problems.push(read);
        else entries.push(read);
      }
    }
  }
  return { entries, problems };
}
