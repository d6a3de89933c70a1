import { describe, expect, it } from 'vitest';
import { i18n } from '#i18n';

describe('i18n', () => {
  it('resolves a message to its English text from locales/en.yml', () => {
    expect(i18n.t('extension.name')).toBe('Yukon Solitaire');
    expect(i18n.t('settings.heading')).toBe('Yukon Solitaire settings');
  });
});
