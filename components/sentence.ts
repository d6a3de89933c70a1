import { i18n } from '#i18n';

/**
 * `text` starting with a capital, as a sentence does, when it starts with a word that has none of
 * its own: a pile's name ("Spades foundation: empty."), a card's in Polish ("Siódemka kier: …").
 */
export function sentence(text: string): string {
  return text.charAt(0).toLocaleUpperCase(i18n.language()) + text.slice(1);
}
