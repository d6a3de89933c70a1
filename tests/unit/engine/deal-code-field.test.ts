import { describe, expect, it } from 'vitest';
import { readDealCode, readDealCodeField } from '../../../engine';

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
