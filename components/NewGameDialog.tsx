import { useSignal } from '@preact/signals';
import { useEffect, useId, useRef } from 'preact/hooks';
import { i18n } from '#i18n';
import { isUnderWay, type Variant } from '../engine';
import { isCodeAlone, readDealCodeField } from '../engine/deal-code-field';
import { todaysDealCode } from '../state/daily-deal';
import type { Dealer } from '../state/dealer';
import type { GameStore } from '../state/game-store';
import type { NewGameVariant } from '../state/settings';
import { Choice } from './Choice';
import { Dialog } from './Dialog';
import { dealCodeRefusalText } from './deal-code-names';
import { BOARD_VARIANTS, VARIANT_WORDS } from './names';
import './button.css';
import './sheet-tokens.css';
import './NewGameDialog.css';

interface NewGameDialogProps {
  isOpen: boolean;
  onClose: () => void;
  dealer: Dealer;
  /** The variant offered first (the setting): `played` is the variant of the game shown. */
  defaultVariant: NewGameVariant;
  /** The game shown: a new deal or a restart counts it as not won once it has a move. */
  game: GameStore;
}

/** How long typing in the deal code field pauses before its status is spoken, ms. */
const STATUS_PAUSE_MS = 800;

/**
 * New game: a variant (each with its one-line building rule), an optional deal code checked as
 * it is typed, or the current deal again from the start.
 */
export function NewGameDialog({
  isOpen,
  onClose,
  dealer,
  defaultVariant,
  game,
}: NewGameDialogProps) {
  /** The variant offered as the dialog opens. */
  const offered = (): Variant =>
    defaultVariant === 'played' ? game.current.peek().variant : defaultVariant;
  const variant = useSignal<Variant>(offered());
  const codeText = useSignal('');
  const fieldId = useId();
  const leavingId = useId();
  // Set as the render that opens the dialog begins, so that it never shows the choice it was
  // closed with, and so that the browser's focus as it opens (Dialog's effect, which runs before
  // this component's own) finds the variant offered, enabled: set in an effect, a code dealt last
  // time kept the variants disabled then, and the focus went to the code field instead.
  const wasOpen = useRef(false);
  const wasDefault = useRef(defaultVariant);
  if (isOpen && (!wasOpen.current || wasDefault.current !== defaultVariant)) {
    variant.value = offered();
    codeText.value = '';
  }
  wasOpen.current = isOpen;
  wasDefault.current = defaultVariant;
  const field = readDealCodeField(codeText.value);
  /** The variant checked: a valid code's own, else the one chosen. */
  const chosen = field.kind === 'code' ? field.variant : variant.value;
  const statusText =
    field.kind === 'empty'
      ? i18n.t('newGame.dealCodeHint')
      : field.kind === 'code'
        ? i18n.t('newGame.dealCodeValid', [field.code, VARIANT_WORDS[field.variant].name()])
        : dealCodeRefusalText(field.refusal);
  // What the field's status says is shown at once and spoken once typing pauses: spoken at every
  // keystroke it was a stream of refusals of half-typed codes ("starts with YU1-, not "Y"").
  const spokenStatus = useSignal('');
  useEffect(() => {
    spokenStatus.value = '';
    if (!isOpen || codeText.value === '') return;
    const timer = setTimeout(() => {
      spokenStatus.value = statusText;
    }, STATUS_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [codeText.value, isOpen]);
  // Read only while open, so that a move does not draw the closed dialog again.
  const shown = isOpen ? game.current.value : null;
  const movesInProgress = shown && isUnderWay(shown) ? shown.moves : 0;

  function deal(event: Event) {
    event.preventDefault();
    if (field.kind === 'refused') return;
    if (field.kind === 'code') dealer.deal({ code: field.code });
    else dealer.deal({ variant: variant.value });
    onClose();
  }

  function dealToday() {
    dealer.deal({ code: todaysDealCode(variant.value) });
    onClose();
  }

  function restart() {
    dealer.restart();
    onClose();
  }

  return (
    <Dialog
      isOpen={isOpen}
      title={i18n.t('newGame.title')}
      onClose={onClose}
      describedBy={movesInProgress > 0 ? leavingId : undefined}
    >
      <form class="new-game" onSubmit={deal}>
        <div class="new-game__choices">
          <fieldset class="variants" disabled={field.kind === 'code'}>
            <legend>{i18n.t('newGame.variant')}</legend>
            {BOARD_VARIANTS.map((letter) => (
              <Choice
                key={letter}
                type="radio"
                group="variant"
                checked={chosen === letter}
                // The dialog opens on the chosen variant, whose arrows choose another: not on the
                // list's scrolling box, which the browsers focus first where it scrolls.
                autoFocus={variant.value === letter}
                onChange={() => {
                  variant.value = letter;
                }}
                label={VARIANT_WORDS[letter].name()}
                hint={VARIANT_WORDS[letter].hint()}
              />
            ))}
          </fieldset>
        </div>
        {/* The chosen variant's rule in a short window, in one place under the list: shown in
            the chosen variant's own row, it made the rows below move as the choice changed, the
            next one clicked among them. Each radio is described by its own rule besides. */}
        <p class="new-game__rule" aria-hidden="true">
          {i18n.t('help.build', [VARIANT_WORDS[chosen].name(), VARIANT_WORDS[chosen].hint()])}
        </p>
        <div class="field">
          <label class="field__label" for={fieldId}>
            {i18n.t('newGame.dealCode')}
          </label>
          <input
            id={fieldId}
            class={`field__input ${isCodeAlone(codeText.value) ? 'field__input--code' : ''}`}
            type="text"
            spellcheck={false}
            autocomplete="off"
            // An example in the variant chosen, whose letter a code of it carries.
            placeholder={i18n.t('newGame.dealCodeExample', [variant.value])}
            value={codeText.value}
            aria-invalid={field.kind === 'refused'}
            aria-describedby={`${fieldId}-status`}
            onInput={(event) => {
              codeText.value = event.currentTarget.value;
            }}
            onKeyDown={(event) => {
              // Enter deals nothing with a refused code (Deal is disabled): why is said again,
              // the region emptied first so that a screen reader reads the same words anew.
              if (event.key !== 'Enter' || field.kind !== 'refused') return;
              spokenStatus.value = '';
              setTimeout(() => {
                spokenStatus.value = statusText;
              });
            }}
          />
          <span
            id={`${fieldId}-status`}
            class={`field__status ${field.kind === 'refused' ? 'field__status--refused' : ''}`}
          >
            {statusText}
          </span>
          <span class="visually-hidden" role="status">
            {spokenStatus.value}
          </span>
        </div>
        {movesInProgress > 0 && (
          <p class="new-game__leaving" id={leavingId}>
            {i18n.t('newGame.leaving', movesInProgress)}
          </p>
        )}
        <div class="dialog__actions">
          <span class="dialog__start">
            <button type="button" class="button button--quiet" onClick={restart}>
              {i18n.t('newGame.restart')}
            </button>
            <button type="button" class="button button--quiet" onClick={dealToday}>
              {i18n.t('newGame.today')}
            </button>
          </span>
          <span class="dialog__end">
            <button type="button" class="button" onClick={onClose}>
              {i18n.t('newGame.cancel')}
            </button>
            <button
              type="submit"
              class="button button--primary"
              disabled={field.kind === 'refused'}
            >
              {i18n.t('newGame.deal')}
            </button>
          </span>
        </div>
      </form>
    </Dialog>
  );
}
