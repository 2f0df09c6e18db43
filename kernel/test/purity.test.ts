import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// The kernel knows how to load plugins and nothing else: no plugin import, no feature name.
const FEATURE_WORDS = /\b(graphql|swagger|sqlite|postgres|mysql|mssql|terminal|template|cron|theme|auth|dialect|rest)\b/i;

it('kernel sources import no plugin and name no feature', () => {
  const dir = join(__dirname, '..', 'src');
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
  expect(files.length).toBeGreaterThan(3);
  for (const f of files) {
    const text = readFileSync(join(dir, f), 'utf8');
    expect(text, f).not.toMatch(/from ['"](@plinth\/(?!kernel)|\.\.\/\.\.\/plugins)/);
    const hit = text.split('\n').find((line) => FEATURE_WORDS.test(line));
    expect(hit, `${f} names a feature`).toBeUndefined();
  }
});
