import { describe, expect, it } from 'vitest';
import arAr from './ar-ar.json';
import enUS from './en-US.json';
import frFr from './fr-fr.json';
import ru from './ru.json';

function keys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe("the console's texts", () => {
  it('are complete in all four languages', () => {
    const english = keys(enUS).sort();
    for (const messages of [frFr, arAr, ru]) expect(keys(messages).sort()).toEqual(english);
  });
});
