import { hash, verify } from '@node-rs/argon2'

// OWASP / ASVS argon2id parameters (DESIGN.md §2).
// algorithm 2 is Argon2id (a const enum in the typings, so written as its value).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

/** A real hash to verify against when the email is unknown, so both paths take the same time. */
let dummyHash: Promise<string> | undefined

export const hashPassword = (password: string) => hash(password, OPTIONS)

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash('espelho-dummy-password', OPTIONS)
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  return verify(passwordHash, password).catch(() => false)
}
