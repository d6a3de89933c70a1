// Every catalog says everything English says, nothing more, with the same substitutions, and
// each plural message has every form its language's plural rules ask for.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../state/i18n';
import { catalogFiles, messagesOf } from './catalogs';

/** Intl.PluralRules' categories: a key ending in one of them is a plural form. */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

/** A catalog's messages split into plain messages and plural messages (name -> forms). */
function split(messages: Record<string, { message: string }>) {
  const plain = new Map<string, string>();
  const plurals = new Map<string, Map<string, string>>();
  for (const [name, { message }] of Object.entries(messages)) {
    const form = PLURAL_FORM.exec(name);
    // A plural message always has `other`; `one` alone (`rank_one`?) would be a plain message.
    const base = form ? name.slice(0, form.index) : '';
    if (form && `${base}_other` in messages) {
      if (!plurals.has(base)) plurals.set(base, new Map());
      plurals.get(base)?.set(form[1], message);
    } else plain.set(name, message);
  }
  return { plain, plurals };
}

const substitutionsIn = (text: string) => [...new Set(text.match(/(?<!\$)\$[1-9]/g))].sort();

describe('catalogs', async () => {
  const english = split(await messagesOf('en'));

  it('are the six languages shipped, one file each', () => {
    expect(catalogFiles()).toEqual([...LANGUAGES].sort());
  });

  it('write a plural message with the plural rules’ forms (one, few, other…), not 1 and n', () => {
    for (const text of english.plain.values()) expect(text).not.toContain(' | ');
  });

  describe.each(LANGUAGES.filter((language) => language !== 'en'))('%s', async (language) => {
    const own = split(await messagesOf(language));

    it('has every message English has, and none English lacks', () => {
      expect([...own.plain.keys()].sort()).toEqual([...english.plain.keys()].sort());
      expect([...own.plurals.keys()].sort()).toEqual([...english.plurals.keys()].sort());
    });

    it('fills in the same substitutions as English', () => {
      for (const [name, text] of english.plain)
        expect(substitutionsIn(own.plain.get(name) ?? ''), name).toEqual(substitutionsIn(text));
      for (const [name, forms] of english.plurals) {
        const allowed = substitutionsIn(forms.get('other') ?? '');
        for (const [form, text] of own.plurals.get(name) ?? [])
          expect(allowed, `${name}_${form}`).toEqual(expect.arrayContaining(substitutionsIn(text)));
      }
    });

    it('names its own language', () => {
      expect(own.plain.get('catalog_language')).toBe(language);
    });

    it('has no empty message', () => {
      for (const [name, text] of own.plain) expect(text.trim(), name).not.toBe('');
    });

    // Dutch and Frisian say "delen"/"diele" both for dealing cards and for sharing: the won
    // dialog's Share, beside New game, must not read as a deal.
    it('calls the game by its own name wherever English names it', () => {
      const englishName = english.plain.get('extension_name') ?? '';
      const ownName = own.plain.get('extension_name') ?? '';
      expect(ownName).not.toBe(englishName);
      for (const [name, text] of own.plain) expect(text, name).not.toContain(englishName);
    });

    it('says Share otherwise than the New game dialog’s Deal', () => {
      const share = own.plain.get('won_share')?.toLowerCase();
      expect(share).not.toBe(own.plain.get('newGame_deal')?.toLowerCase());
    });
  });

  // docs/glossary.md, French punctuation: the sign is kept with the word before it, so that no
  // line starts with it (Help's rule for Australian Patience broke before "; une carte…").
  it('keeps French punctuation with its word: a no-break space before : ; ! ? and inside « »', async () => {
    const french = split(await messagesOf('fr'));
    const texts = [
      ...french.plain.values(),
      ...[...french.plurals.values()].flatMap((forms) => [...forms.values()]),
    ];
    const breakable = texts.filter((text) => / [:;!?»]|« /.test(text));
    expect(breakable).toEqual([]);
    expect(french.plain.get('hint_toColumn')).toMatch(/^Coup conseillé\u00a0: /);
  });

  // German cards are of three genders (das Ass, der König, die Dame): where English says "its
  // foundation" of a card named by $1, no German pronoun fits every card. Dutch and Frisian
  // said "zijn"/"syn" there and "haar"/"har" of a card elsewhere: no pronoun there either.
  const ownPronouns = {
    de: /\b(ihr|sein)(e|em|en|er)?\b/i,
    nl: /\b(zijn|haar)\b/i,
    fy: /\b(syn|har)\b/i,
  };
  it.each(Object.entries(ownPronouns))(
    'names the foundation of a card it names without a pronoun of the card in %s',
    async (language, pronoun) => {
      const own = split(await messagesOf(language)).plain;
      const ofNamedCard = [...english.plain].filter(
        ([, text]) => text.includes('$1') && text.includes('its foundation'),
      );
      expect(ofNamedCard.length).toBeGreaterThan(0);
      for (const [name] of ofNamedCard) expect(own.get(name), name).not.toMatch(pronoun);
    },
  );

  describe.each(LANGUAGES)('%s plurals', async (language) => {
    const { plurals } = split(await messagesOf(language));
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

    it('has exactly the forms Intl.PluralRules lists for the language', () => {
      for (const [name, forms] of plurals)
        expect([...forms.keys()].sort(), name).toEqual([...categories].sort());
    });

    it('writes the count, not a number of its own, in a form more than one count takes', () => {
      // French says 0 with the `one` form: "Pioche : 1 carte." was said of an empty stock.
      const rules = new Intl.PluralRules(language);
      const countsOf = (category: string) =>
        Array.from({ length: 1001 }, (_, count) => count).filter(
          (count) => rules.select(count) === category,
        );
      for (const [name, forms] of plurals) {
        for (const [category, text] of forms) {
          if (countsOf(category).length < 2) continue;
          expect(text, `${name}_${category}`).not.toMatch(/(?<![$\d])\d+/);
        }
      }
    });
  });
});
