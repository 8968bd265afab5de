import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .default('0')
  .transform((v) => v === '1' || v === 'true');

/** Every setting the server reads from the environment, validated once at start. */
export const envSchema = z.object({
  DATABASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PGLITE_DIR: z.string().default('./data/pglite'),
  DEV_OUTBOX: flag,
  MAINTENANCE: flag,
  /** auto: demo data into the embedded database only; always: into PostgreSQL too; never: none. */
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  /** 0: render every product page; otherwise pages for visitors without a session are kept (pipeline/cache). */
  PAGE_CACHE: z
    .enum(['0', '1', 'true', 'false', ''])
    .default('1')
    .transform((v) => v !== '0' && v !== 'false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** The parsed environment; throws with the offending variable named when it is invalid. */
export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new Error(`Invalid environment: ${issues}`);
    }
    cached = parsed.data;
  }
  return cached;
}
