import { hash, verify } from '@node-rs/argon2';

// algorithm 2 is Argon2id (a const enum in the typings, which verbatimModuleSyntax cannot import).
type HashParams = { algorithm: 2; memoryCost: number; timeCost: number; parallelism: number };

/**
 * `standard`: the OWASP Password Storage Cheat Sheet's argon2id, 19 MiB, 2 iterations, 1 lane — always, except
 * `test`: the same algorithm at its smallest cost, chosen only when NODE_ENV=test (boot.ts), because the suite
 * logs on hundreds of times and the deliberate slowness of the real cost would be most of its run time.
 */
export const passwordHashCosts = {
  standard: { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  test: { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const satisfies Record<string, HashParams>;

let params: HashParams = passwordHashCosts.standard;
const paramsTag = () => `m=${params.memoryCost},t=${params.timeCost},p=${params.parallelism}`;

/** Chooses the hashing cost at start-up; hashes made at another cost are replaced at their next log on. */
export function usePasswordHashCost(cost: keyof typeof passwordHashCosts): void {
  params = passwordHashCosts[cost];
  dummy = undefined;
}

export const passwordRules = { min: 10, max: 128 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, params);
}

/** Verifies a password; with no stored hash it still spends the time of one check, so timing reveals nothing. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/** True when a hash was made with other parameters than today's; it is replaced at the next log on. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith('$argon2id$') || !stored.includes(`$${paramsTag()}$`);
}

let dummy: Promise<string> | undefined;
/** A hash of nothing in particular, made once, to verify against when there is no profile. */
const dummyHash = () => (dummy ??= hashPassword('not-a-real-password-but-the-same-cost'));

/** A short list of the passwords attackers try first (ASVS 6.2.4); the real check is length and this list. */
const common = new Set(
  `password passw0rd password1 password12 password123 password1234 1234567890 0987654321 qwertyuiop qwerty12345
   iloveyou123 letmein123 welcome123 abc1234567 1q2w3e4r5t 1qaz2wsx3edc zaq12wsxcde football123 baseball123
   monkey1234 dragon1234 sunshine123 princess123 superman123 trustno1234 starwars123 qwerty123456 aaaaaaaaaa
   1111111111 0000000000 123123123123 1234512345 11223344556 michael123 jennifer123 charlie123 whatever123
   sommerfugl kodeord123 adgangskode losenord123 passord123 lösenord123 hemmelig123 nordlys123 dating12345`
    .split(/\s+/)
    .filter(Boolean),
);

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, personal: string[]): 'tooShort' | 'tooLong' | 'tooCommon' | 'personal' | null {
  if ([...password].length < passwordRules.min) return 'tooShort';
  if ([...password].length > passwordRules.max) return 'tooLong';
  const lower = password.toLowerCase();
  if (common.has(lower) || /^(.)\1+$/.test(password)) return 'tooCommon';
  if (personal.some((p) => p.length >= 3 && lower.includes(p.toLowerCase()))) return 'personal';
  return null;
}
