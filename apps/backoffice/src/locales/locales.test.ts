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

/** The screens' own texts (src/features/<name>/locales/<lang>.json), by folder. */
const screenFiles = import.meta.glob<object>('../features/*/locales/*.json', { eager: true, import: 'default' });
const screens = new Map<string, [string, object][]>();
for (const [file, messages] of Object.entries(screenFiles)) {
  const screen = file.split('/')[2]!;
  screens.set(screen, [...(screens.get(screen) ?? []), [file, messages]]);
}

describe("the console's texts", () => {
  it('are complete in all four languages', () => {
    const english = keys(enUS).sort();
    for (const messages of [frFr, arAr, ru]) expect(keys(messages).sort()).toEqual(english);
  });

  it.each([...screens])(
    "of the %s screen are complete in all four languages, under the screen's own keys",
    (_, files) => {
      const byLanguage = Object.fromEntries<object>(
        files.map(([file, messages]) => [file.split('/').pop()!, messages]),
      );
      expect(Object.keys(byLanguage).sort()).toEqual(['ar-ar.json', 'en-US.json', 'fr-fr.json', 'ru.json']);
      const english = keys(byLanguage['en-US.json']!).sort();
      for (const messages of Object.values(byLanguage)) expect(keys(messages).sort()).toEqual(english);
      // A screen's file adds keys of its own, never the console's.
      for (const key of Object.keys(byLanguage['en-US.json']!)) expect(Object.keys(enUS)).not.toContain(key);
    },
  );
});
