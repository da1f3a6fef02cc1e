import { describe, expect, it } from 'vitest';
import { baselineSql, sqlStatements } from './sql-files';

describe('sqlStatements', () => {
  it('splits at a line ending in a semicolon and leaves whole-line comments out, even one ending in a semicolon', () => {
    const text = ['-- Two tables;', 'create table a (', '  -- its key;', '  id int', ');', '', 'create index a_id on a (id);  ', '-- the end'].join('\n');
    expect(sqlStatements(text)).toEqual(['create table a (\n  id int\n)', 'create index a_id on a (id)']);
  });

  it('refuses a function body, whose lines may end in semicolons', () => {
    expect(() => sqlStatements('create function f() returns int language sql as $$ select 1; $$;')).toThrow(/function bodies/);
  });

  it('finds the baseline files in their order', () => {
    const files = baselineSql().map((f) => f.file);
    expect(files[0]).toBe('01_platform.sql');
    expect(files).toEqual([...files].sort());
  });
});
