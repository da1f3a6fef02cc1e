import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// Read next to this module, so source (tsx), tests (vitest) and the CLI all find the same files.
const functionsDir = join(import.meta.dirname, 'functions');
const baselineDir = join(import.meta.dirname, 'baseline');

const sqlFileNames = (dir: string): string[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();

/** Every function that has a file in sql/functions (the file name without `.sql`), sorted. */
export const functionNames = (): string[] => sqlFileNames(functionsDir).map((f) => f.slice(0, -'.sql'.length));

/** The current text of one function: a single `CREATE OR REPLACE FUNCTION` statement. */
export const functionSql = (name: string): string => readFileSync(join(functionsDir, `${name}.sql`), 'utf8');

/** The baseline's table files (sql/baseline), in the order they run. */
export const baselineSql = (): { file: string; text: string }[] =>
  sqlFileNames(baselineDir).map((file) => ({ file, text: readFileSync(join(baselineDir, file), 'utf8') }));

/**
 * The statements of a file of plain DDL, split where a line ends in `;`, whole-line `--` comments
 * left out (a comment may end in `;`). PGlite runs one statement per query; function bodies (whose
 * lines may end in `;`) live in their own files and are never split.
 */
export const sqlStatements = (text: string): string[] => {
  if (text.includes('$$') || text.includes('$function$')) throw new Error('sqlStatements splits plain DDL, not function bodies');
  return text
    .replace(/^[ \t]*--.*(\n|$)/gm, '')
    .split(/;[ \t]*$/m)
    .map((s) => s.trim())
    .filter((s) => s !== '');
};
