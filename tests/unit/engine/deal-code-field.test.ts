import { describe, expect, it } from 'vitest';
import { isCodeAlone, readDealCode, readDealCodeField } from '../../../engine/deal-code-field';

describe('reading a deal code (docs/rules.md, Deal codes)', () => {
  it('gives the code written canonically and its variant', () => {
    expect(readDealCode(' yu1-r-aaaaaac ')).toEqual({
      kind: 'code',
      code: 'YU1-R-AAAAAAC',
      variant: 'R',
    });
  });

  it('says what is wrong, with the part of the text at fault', () => {
    expect(readDealCode('YU1-C-ABC')).toEqual({
      kind: 'refused',
      refusal: { problem: 'length', found: 'ABC' },
    });
    expect(readDealCode('YU1-Q-AAAAAAD')).toEqual({
      kind: 'refused',
      refusal: { problem: 'variant', found: 'Q' },
    });
    expect(readDealCode('YU1-C-AAAA-AAB').kind).toBe('refused');
    expect(readDealCode('YU1-C-AAAA1AB')).toEqual({
      kind: 'refused',
      refusal: { problem: 'character', found: '1' },
    });
  });

  it('names a space or a character that is not drawn rather than quoting it', () => {
    expect(readDealCode('YU1-C-AAAA AAB')).toEqual({
      kind: 'refused',
      refusal: { problem: 'space' },
    });
    expect(readDealCode('YU1-C-AAAA\u200bAAB')).toEqual({
      kind: 'refused',
      refusal: { problem: 'invisible' },
    });
  });

  it('names spaces or another sign between the parts for what they are, not a wrong prefix', () => {
    expect(readDealCodeField('YU1 C AAAAAAB')).toEqual({
      kind: 'refused',
      refusal: { problem: 'space' },
    });
    expect(readDealCode('yu1_c_aaaaaab')).toEqual({
      kind: 'refused',
      refusal: { problem: 'dash', found: '_' },
    });
    expect(readDealCode('YU1.C.AAAAAAB')).toEqual({
      kind: 'refused',
      refusal: { problem: 'dash', found: '.' },
    });
    // A sign that is not drawn is named as such, not quoted (a deal link is read this way).
    expect(readDealCode('YU1\u200b-C-AAAAAAB')).toEqual({
      kind: 'refused',
      refusal: { problem: 'invisible' },
    });
    // A prefix that is not YU1 is still refused as such.
    expect(readDealCode('YU12-C-AAAAAAB')).toEqual({
      kind: 'refused',
      refusal: { problem: 'prefix', found: 'YU12' },
    });
  });

  it('names a dash other than the hyphen, as a word processor writes a typed code', () => {
    const dash = (found: string) => ({ kind: 'refused', refusal: { problem: 'dash', found } });
    expect(readDealCode('YU1\u2013C\u2013ABCDEFG')).toEqual(dash('\u2013'));
    expect(readDealCode('yu1-c\u2011abcdefg')).toEqual(dash('\u2011'));
    expect(readDealCode('YU1\u2212U-AAAAAAB')).toEqual(dash('\u2212'));
    expect(readDealCodeField('Yukon (Classic), deal YU1\u2014C\u2014ABCDEFG.')).toEqual(
      dash('\u2014'),
    );
    expect(readDealCodeField('Yukon, deal YU1-C\u2013ABCDEFG.')).toEqual(dash('\u2013'));
    // A dash in the words after a code, or before a word that is not one, is no part of a code.
    expect(readDealCodeField('YU1-C-ABCDEFG \u2013 from Anna')).toEqual({
      kind: 'refused',
      refusal: { problem: 'space' },
    });
    expect(readDealCodeField('Deal YU1-C-ABCDEFG \u2013 from Anna')).toEqual(
      readDealCode('YU1-C-ABCDEFG'),
    );
    expect(readDealCode('XYU1\u2013C')).toEqual({
      kind: 'refused',
      refusal: { problem: 'prefix', found: 'XYU1\u2013C' },
    });
    // Dashes in words with no code in them: refused for the prefix, as any such words are.
    expect(readDealCodeField('a deal \u2013 a good one')).toEqual({
      kind: 'refused',
      refusal: { problem: 'prefix', found: 'A DEAL \u2013 A GOOD ONE' },
    });
    expect(readDealCode('YU1-C-ABCDEFG').kind).toBe('code');
  });
});

describe('reading the deal code field', () => {
  it('is empty with nothing but spaces in it', () => {
    expect(readDealCodeField('')).toEqual({ kind: 'empty' });
    expect(readDealCodeField('   ')).toEqual({ kind: 'empty' });
  });

  it('reads a typed code as `readDealCode` does', () => {
    expect(readDealCodeField(' yu1-r-aaaaaac ')).toEqual(readDealCode('YU1-R-AAAAAAC'));
    expect(readDealCodeField('YU1-C-ABC')).toEqual(readDealCode('YU1-C-ABC'));
  });

  it('names a character that is not drawn anywhere in the text first', () => {
    for (const text of ['YU1-C-AAAA\u200bAAB', '\u200bYU1-C-AAAAAAB', 'YU1-C\u200b-AAAAAAB']) {
      expect(readDealCodeField(text)).toEqual({
        kind: 'refused',
        refusal: { problem: 'invisible' },
      });
    }
  });

  it('takes the deal code out of a pasted deal link, or says the link holds none', () => {
    expect(
      readDealCodeField(' chrome-extension://abcdefgh/newtab.html?deal=yu1-a-aaaaaad '),
    ).toEqual({ kind: 'code', code: 'YU1-A-AAAAAAD', variant: 'A' });
    expect(readDealCodeField('https://example.org/?deal=YU1-Q-AAAAAAD')).toEqual(
      readDealCode('YU1-Q-AAAAAAD'),
    );
    for (const link of ['https://example.org/newtab.html', 'https://example.org/?deal=']) {
      expect(readDealCodeField(link)).toEqual({
        kind: 'refused',
        refusal: { problem: 'link-without-deal' },
      });
    }
  });
});

describe('reading a deal code with words around it (docs/rules.md, Deal codes)', () => {
  it('finds the code in the line "Copy deal" puts on the clipboard, in every language', () => {
    for (const line of [
      'Yukon (Classic), deal YU1-C-AAAAAAB',
      'Yukon (Klasyczny), rozdanie yu1-c-aaaaaab.',
      'Yukon (Classique), donne « YU1-C-AAAAAAB »',
      '  Play this one:\nYU1-C-AAAAAAB!  ',
    ]) {
      expect(readDealCodeField(line)).toEqual({
        kind: 'code',
        code: 'YU1-C-AAAAAAB',
        variant: 'C',
      });
    }
    expect(readDealCodeField('Yukon (Russian Solitaire), deal YU1-S-ZZZZZZZ')).toEqual({
      kind: 'code',
      code: 'YU1-S-ZZZZZZZ',
      variant: 'S',
    });
  });

  it('takes the first of two codes', () => {
    expect(readDealCodeField('deal YU1-R-AAAAAAC, not YU1-C-AAAAAAB')).toMatchObject({
      code: 'YU1-R-AAAAAAC',
    });
  });

  it('names what is wrong with a code among words rather than cutting it short', () => {
    expect(readDealCodeField('Yukon (Classic), deal YU1-C-AAAAAB')).toEqual({
      kind: 'refused',
      refusal: { problem: 'length', found: 'AAAAAB' },
    });
    expect(readDealCodeField('deal YU1-C-AAAAAÄB')).toEqual({
      kind: 'refused',
      refusal: { problem: 'character', found: 'Ä' },
    });
    expect(readDealCodeField('deal YU1-Q-AAAAAAB.')).toEqual({
      kind: 'refused',
      refusal: { problem: 'variant', found: 'Q' },
    });
  });

  it('reads no code inside a word, and refuses words without one for their prefix', () => {
    expect(readDealCodeField('XYU1-C-AAAAAAB')).toEqual({
      kind: 'refused',
      refusal: { problem: 'prefix', found: 'XYU1' },
    });
    expect(readDealCodeField('Yukon, deal')).toMatchObject({
      kind: 'refused',
      refusal: { problem: 'prefix' },
    });
  });

  it('still names a space inside a code typed alone', () => {
    expect(readDealCodeField('YU1-C-AAAA AAB')).toEqual({
      kind: 'refused',
      refusal: { problem: 'space' },
    });
  });

  it('tells a code alone, shown in capitals, from a pasted line or link, shown as typed', () => {
    for (const code of ['yu1-c-aaaaaab', ' YU1-C-AAAA AAB ', 'yu1']) {
      expect(isCodeAlone(code)).toBe(true);
    }
    for (const line of [
      'Yukon (Classic), deal YU1-C-AAAAAAB',
      'https://example.org/?deal=YU1-C-AAAAAAB',
      '',
    ]) {
      expect(isCodeAlone(line)).toBe(false);
    }
  });
});
