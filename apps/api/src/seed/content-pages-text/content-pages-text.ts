import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { languages, type LanguageCode } from '@gp/contracts';

/** One seeded page in one language: a title, a one-line summary and short paragraphs of plain text. */
export type PageText = { title: string; summary: string; paragraphs: string[] };

/** The demo's content pages in one language: one JSON file per language, named by its tag. */
export type ContentPagesText = {
  blog: PageText[];
  news: PageText[];
  about: PageText;
  responsible_gaming: PageText;
  licences: PageText;
};

const folder = import.meta.dirname;

export const readContentPagesText = (tag: string): ContentPagesText => JSON.parse(readFileSync(resolve(folder, `${tag}.json`), 'utf8')) as ContentPagesText;

/** Every language's file, English first (the pages' own text is English). */
export const readAllContentPagesText = (): Map<LanguageCode, ContentPagesText> =>
  new Map([...languages].sort((a, b) => Number(b.code === 'EN') - Number(a.code === 'EN')).map((l) => [l.code, readContentPagesText(l.tag)] as const));
