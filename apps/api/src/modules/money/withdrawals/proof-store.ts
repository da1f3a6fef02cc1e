import { constants } from 'node:fs';
import { access, chmod, copyFile, mkdir, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { legacyPrefix, proofNamePattern } from './proof-images';
import { listDisputesWithPublicProofs, setDisputeProofs } from './withdrawals.repository';

const errorCode = (error: unknown) => (error as { code?: string }).code;

const exists = async (path: string): Promise<boolean> => {
  try {
    await access(path);
    return true;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return false;
    throw error;
  }
};

/** Moves one file into the private folder; false when it is in neither place. */
const moveFile = async (from: string, to: string): Promise<boolean> => {
  try {
    await rename(from, to);
  } catch (error) {
    // Gone from the uploads: an earlier run (or another instance) moved it before rewriting the row.
    if (errorCode(error) === 'ENOENT') return exists(to);
    if (errorCode(error) !== 'EXDEV') throw error;
    await copyFile(from, to, constants.COPYFILE_EXCL).catch((copyError: unknown) => {
      if (errorCode(copyError) !== 'EEXIST') throw copyError;
    });
    await unlink(from);
  }
  await chmod(to, 0o600);
  return true;
};

export type ProofMoveResult = { disputes: number; files: number; missing: number };

/**
 * Receipt proofs were once stored under the public uploads, which anyone may fetch and caches
 * keep. This moves every one a dispute still references from there into the private folder and
 * rewrites the reference to the bare name. The file moves first and the row after, so a stop in
 * between is finished by the next run; a run with nothing left to move changes nothing.
 */
export const createProofStore = (db: Kysely<DB>, dirs: { proofDir: string; uploadDir: string }) => {
  const movePublicProofs = async (): Promise<ProofMoveResult> => {
    const result: ProofMoveResult = { disputes: 0, files: 0, missing: 0 };
    const rows = await listDisputesWithPublicProofs(db);
    if (rows.length === 0) return result;
    await mkdir(dirs.proofDir, { recursive: true, mode: 0o700 });
    for (const row of rows) {
      const refs: string[] = [];
      for (const ref of row.proof_urls) {
        const name = ref.startsWith(legacyPrefix) ? ref.slice(legacyPrefix.length) : null;
        // Anything not shaped like a stored proof name is no file of ours to move.
        if (name === null || !proofNamePattern.test(name)) {
          refs.push(ref);
          continue;
        }
        if (await moveFile(join(dirs.uploadDir, name), join(dirs.proofDir, name))) result.files += 1;
        else result.missing += 1;
        // A file lost before the move stays lost, but its reference no longer points at a public path.
        refs.push(name);
      }
      if (refs.some((ref, i) => ref !== row.proof_urls[i])) {
        await setDisputeProofs(db, row.id, refs);
        result.disputes += 1;
      }
    }
    return result;
  };

  return { movePublicProofs };
};
