import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { i18n } from '#i18n';
import { formatDealCode, parseDealCode, VARIANT_LETTERS, type Variant } from '../engine';
import type { GameStore } from '../state/game-store';
import { Dialog } from './Dialog';
import { VARIANT_WORDS } from './names';

interface NewGameDialogProps {
  isOpen: boolean;
  onClose: () => void;
  game: GameStore;
  defaultVariant: Variant;
}

/** What the deal code field holds: nothing, a deal code, or text the engine refuses and why. */
function readCodeField(text: string) {
  if (text.trim() === '') return { kind: 'empty' } as const;
  try {
    const { variant, number } = parseDealCode(text);
    return { kind: 'code', code: formatDealCode(variant, number), variant } as const;
  } catch (error) {
    return { kind: 'refused', reason: (error as Error).message } as const;
  }
}

/**
 * New game: a variant (each with its one-line building rule), an optional deal code checked as
 * it is typed, or the current deal again from the start.
 */
export function NewGameDialog({ isOpen, onClose, game, defaultVariant }: NewGameDialogProps) {
  const variant = useSignal<Variant>(defaultVariant);
  const codeText = useSignal('');
  useEffect(() => {
    if (!isOpen) return;
    variant.value = defaultVariant;
    codeText.value = '';
  }, [isOpen, defaultVariant]);
  const field = readCodeField(codeText.value);

  function deal(event: Event) {
    event.preventDefault();
    if (field.kind === 'refused') return;
    if (field.kind === 'code') game.startNewGame({ code: field.code });
    else game.startNewGame({ variant: variant.value });
    onClose();
  }

  function restart() {
    game.restart();
    onClose();
  }

  return (
    <Dialog isOpen={isOpen} title={i18n.t('newGame.title')} onClose={onClose}>
      <form class="new-game" onSubmit={deal}>
        <fieldset class="variants" disabled={field.kind === 'code'}>
          <legend>{i18n.t('newGame.variant')}</legend>
          {VARIANT_LETTERS.map((letter) => (
            <label class="variant" key={letter}>
              <input
                type="radio"
                name="variant"
                value={letter}
                checked={(field.kind === 'code' ? field.variant : variant.value) === letter}
                onChange={() => {
                  variant.value = letter;
                }}
              />
              <span class="variant__name">{VARIANT_WORDS[letter].name()}</span>
              <span class="variant__hint">{VARIANT_WORDS[letter].hint()}</span>
            </label>
          ))}
        </fieldset>
        <label class="field">
          <span class="field__label">{i18n.t('newGame.dealCode')}</span>
          <input
            class="field__input"
            type="text"
            spellcheck={false}
            autocomplete="off"
            placeholder="YU1-C-ABCDEFG"
            value={codeText.value}
            aria-invalid={field.kind === 'refused'}
            aria-describedby="deal-code-status"
            onInput={(event) => {
              codeText.value = event.currentTarget.value;
            }}
          />
          <span
            id="deal-code-status"
            class={`field__status ${field.kind === 'refused' ? 'field__status--refused' : ''}`}
            role="status"
          >
            {field.kind === 'empty' && i18n.t('newGame.dealCodeHint')}
            {field.kind === 'code' &&
              i18n.t('newGame.dealCodeValid', [field.code, VARIANT_WORDS[field.variant].name()])}
            {field.kind === 'refused' && field.reason}
          </span>
        </label>
        <div class="dialog__actions">
          <button type="button" class="button button--quiet" onClick={restart}>
            {i18n.t('newGame.restart')}
          </button>
          <span class="dialog__spacer" />
          <button type="button" class="button" onClick={onClose}>
            {i18n.t('newGame.cancel')}
          </button>
          <button type="submit" class="button button--primary" disabled={field.kind === 'refused'}>
            {i18n.t('newGame.deal')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
