import { hash, verify } from '@node-rs/argon2';

// Argon2id, 19 MiB, two passes: the OWASP baseline (docs/security.md).
// `algorithm: 2` is Argon2id; the library exports it as a const enum, which isolated modules cannot read.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export const verifyPassword = async (stored: string, password: string): Promise<boolean> => {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
};

// A real hash to verify against when the account does not exist, so both paths take the same time.
let decoy: Promise<string> | undefined;
export const burnPasswordCheck = async (password: string): Promise<void> => {
  decoy ??= hashPassword('decoy-password-for-timing');
  await verifyPassword(await decoy, password);
};
