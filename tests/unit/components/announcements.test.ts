// The sentences the live region says for the game store's events, for the
// events keyboard play does not reach in KeyboardPlay.test: the end of a game, a take-back undone,
// a new deal and games from other pages; and the board described.
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '#i18n';
import { announcementOf } from '../../../components/announcements';
import { boardDescription } from '../../../components/board-description';
import { dealCodeRefusalText } from '../../../components/deal-code-names';
import { keysLine } from '../../../components/Help';
import { applyMove, type Game, type Move, newGame, redoMove, undoMove } from '../../../engine';
import { todaysDealCode } from '../../../state/daily-deal';
import { moveEvent, undoEvent } from '../../../state/game-events';
import { messagesOf } from '../i18n/catalogs';
import { card, DEAL, gameWith } from './saved-game';

function played(game: Game, move: Move): Game {
  const next = applyMove(game, move).game;
  if (!next) throw new Error('the move is legal in this position');
  return next;
}

describe('announcements', () => {
  it('says the move that wins the game, and that it is won', () => {
    const lastCard = gameWith([['KS'], [], [], [], [], [], []], [12, 13, 13, 13], { score: 610 });
    const won = played(lastCard, { card: card('KS'), to: 'foundation' });
    // Won here, the Won dialog follows and says that all the cards are home: not said twice.
    expect(announcementOf(moveEvent(won))).toBe(
      'king of spades to its foundation; score 620. You won!',
    );
    // Won on another page, this one shows a quiet note: the whole ending is said.
    expect(announcementOf({ type: 'arrived', game: won, before: lastCard })).toBe(
      'king of spades to its foundation; score 620. You won! All 52 cards are home.',
    );
  });

  it('says the move that reaches the move limit, and that the game stopped', () => {
    const late = gameWith([['9S'], [], [], [], [], [], ['KD']], [8, 13, 6, 8], { moves: 2999 });
    const stopped = played(late, { card: card('9S'), to: 'foundation' });
    expect(announcementOf(moveEvent(stopped))).toBe(
      '9 of spades to its foundation; score 10. The game stopped at 3000 moves.',
    );
  });

  it('says a take-back undone as the card back on its foundation', () => {
    const before = played(gameWith([[], [], [], [], [], [], []], [13, 13, 12, 12]), {
      card: card('KS'),
      to: 2,
    });
    const after = undoMove(before).game as Game;
    expect(announcementOf(undoEvent(before, after))).toBe(
      'Undone: king of spades back to its foundation; score 0',
    );
  });

  it('says a redo as the move it plays again', () => {
    const before = played(newGame(DEAL), { card: card('6H'), to: 6 });
    const undone = undoMove(before).game as Game;
    const redone = redoMove(undone).game as Game;
    expect(announcementOf({ ...moveEvent(redone), type: 'redo' })).toBe(
      'Redone: 6 of hearts and 4 cards to column 7; 9 of spades turned up; score 5',
    );
  });

  it('says a new deal, from this page or another', () => {
    const begun = played(newGame(DEAL), { card: card('6H'), to: 6 });
    const next = newGame('YU1-S-AAAAAAB');
    const sentence = 'New game: Russian Solitaire, deal YU1-S-AAAAAAB';
    expect(announcementOf({ type: 'deal', game: next })).toBe(sentence);
    expect(announcementOf({ type: 'arrived', game: next, before: begun })).toBe(sentence);
  });

  it('says the daily deal as such, from this page or another', () => {
    const dealtAt = Date.UTC(2026, 11, 5, 12);
    const daily = newGame(todaysDealCode('A', dealtAt));
    const sentence = `Daily deal: Alaska, deal ${daily.code}`;
    expect(announcementOf({ type: 'deal', game: daily }, true, dealtAt)).toBe(sentence);
    expect(
      announcementOf({ type: 'arrived', game: daily, before: newGame(DEAL) }, true, dealtAt),
    ).toBe(sentence);
    // The same code dealt on another day is not that day's daily deal.
    expect(announcementOf({ type: 'deal', game: daily }, true, dealtAt + 2 * 86_400_000)).toBe(
      `New game: Alaska, deal ${daily.code}`,
    );
  });

  it('says a move another page played, and nothing for a game several moves on', () => {
    const start = newGame(DEAL);
    const oneOn = played(start, { card: card('6H'), to: 6 });
    const twoOn = played(oneOn, { card: card('2C'), to: 3 });
    expect(announcementOf({ type: 'arrived', game: oneOn, before: start })).toBe(
      '6 of hearts and 4 cards to column 7; 9 of spades turned up; score 5',
    );
    expect(announcementOf({ type: 'arrived', game: twoOn, before: start })).toBe(null);
  });

  it('says no undo for the same game from another browser, which comes without its undo history, and says an undo there as one', () => {
    const start = newGame(DEAL);
    const oneOn = played(start, { card: card('6H'), to: 6 });
    // Sync's copy of the game played here (sync-encoding.ts): one undo step less, the same
    // counters. It was said as this page's move taken back, and the sentence threw on the card
    // "turned face down", which column 2 (no face-down card left) does not have.
    const synced = { ...oneOn, history: [] };
    expect(announcementOf({ type: 'arrived', game: synced, before: oneOn })).toBe(null);
    const undoneThere = { ...(undoMove(oneOn).game as Game), history: [] };
    expect(announcementOf({ type: 'arrived', game: undoneThere, before: oneOn })).toBe(
      'Undone: 6 of hearts and 4 cards back to column 2; 9 of spades turned face down; score 0',
    );
  });

  it('describes a column by its face-down count and every face-up card, nearest the top first, never naming a face-down card (docs/rules.md, Reading the board)', () => {
    const { position } = gameWith(
      [['KS', '2H', 'QD', 'JC', 'TD'], ['7H'], [], [], [], [], []],
      [0, 0, 0, 0],
    );
    position.columns[0].faceDown = 2;
    expect(boardDescription(position)).toMatch(
      /^Column 1: 2 face down, then queen of diamonds, jack of clubs, 10 of diamonds\. Column 2: 7 of hearts\. Column 3: empty\./,
    );
    expect(boardDescription(position)).not.toMatch(/king of spades|2 of hearts/);
  });
});

describe('announcements with the score hidden (docs/rules.md, Score, moves and time)', () => {
  it('say moves, undos and redos without the score', () => {
    const late = gameWith([['9S'], [], [], [], [], [], ['KD']], [8, 13, 6, 8], { score: 300 });
    const moved = played(late, { card: card('9S'), to: 'foundation' });
    expect(announcementOf(moveEvent(moved), false)).toBe('9 of spades to its foundation');
    const undone = undoMove(moved).game as Game;
    expect(announcementOf(undoEvent(moved, undone), false)).toBe(
      'Undone: 9 of spades back to column 1',
    );
    const redone = redoMove(undone).game as Game;
    expect(announcementOf({ ...moveEvent(redone), type: 'redo' }, false)).toBe(
      'Redone: 9 of spades to its foundation',
    );
    expect(announcementOf(moveEvent(moved))).toBe('9 of spades to its foundation; score 310');
  });
});

describe('the sentences in French, as a French reader says them', () => {
  afterEach(() => setLanguage('browser'));

  it('says a group undone without a verb to agree with it, a column by its face-down cards, a refused link in two sentences', async () => {
    await setLanguage('fr', messagesOf);
    const before = played(newGame(DEAL), { card: card('6H'), to: 6 });
    const after = undoMove(before).game as Game;
    expect(announcementOf(undoEvent(before, after))).toBe(
      'Annulé : 6 de cœur et 4 cartes, de retour dans la colonne 2 ; carte remise face cachée : 9 de pique ; score 0',
    );
    const { position } = gameWith(
      [['KS', '2H', 'QD'], ['7H', 'TD'], [], [], [], [], []],
      [0, 0, 0, 0],
    );
    position.columns[0].faceDown = 2;
    position.columns[1].faceDown = 1;
    expect(boardDescription(position)).toMatch(
      /^Colonne 1 : 2 cartes face cachée, puis dame de carreau\. Colonne 2 : 1 carte face cachée, puis 10 de carreau\./,
    );
    expect(
      i18n.t('dealLink.invalid', [dealCodeRefusalText({ problem: 'prefix', found: 'YU9' })]),
    ).toBe(
      'Le lien ne contient aucun code de donne que je puisse ouvrir. Un code de donne commence par YU1-, pas par « YU9 ».',
    );
  });
});

describe('the board described in French, where 0 takes the form of 1', () => {
  afterEach(() => setLanguage('browser'));

  it('counts an empty stock as 0 cards and starts the sentence of every pile with a capital', async () => {
    await setLanguage('fr', messagesOf);
    const australian = newGame('YU1-U-AAAAAAB');
    const turnedOut = {
      ...australian.position,
      stock: [],
      waste: [...(australian.position.waste ?? []), ...(australian.position.stock ?? [])],
    };
    const said = boardDescription(turnedOut);
    expect(said).toContain('Pioche : 0 carte.');
    expect(said).not.toContain('1 carte.');
    expect(said).toMatch(/ Défausse : [^.]+\.$/);
    expect(boardDescription(australian.position)).toContain('Défausse : vide.');
    const double = newGame('YU1-D-AAAAAAB').position;
    expect(boardDescription(double)).toContain(
      'Fondation pique n° 1 : vide. Fondation pique n° 2 : vide.',
    );
    // The keys that describe the board, with French punctuation (a no-break space before : and
    // a narrow one before ;, which never start a line).
    expect(keysLine('C')).toMatch(/^Flèches : passer [^;]+ ; Entrée ou Espace : prendre /);
  });
});

describe('a card turned up or from the stock, in Polish and French (names in the nominative, no participle to agree)', () => {
  afterEach(() => setLanguage('browser'));

  it('names the card turned up after a colon, and a stock turn without a participle', async () => {
    const turnedUp = played(newGame(DEAL), { card: card('6H'), to: 6 });
    const stockTurned = played(newGame('YU1-U-AAAAAAB'), { card: card('QS'), to: 'waste' });
    await setLanguage('pl', messagesOf);
    expect(announcementOf(moveEvent(turnedUp))).toBe(
      'szóstka kier i 4 karty do kolumny 7; odkryto: dziewiątka pik; wynik 5',
    );
    expect(announcementOf(undoEvent(turnedUp, undoMove(turnedUp).game as Game))).toBe(
      'Cofnięto: szóstka kier i 4 karty z powrotem do kolumny 2; zakryto: dziewiątka pik; wynik 0',
    );
    expect(announcementOf(moveEvent(stockTurned))).toBe(
      'dama pik z talii na stos odrzuconych; wynik 0',
    );
    await setLanguage('fr', messagesOf);
    expect(announcementOf(moveEvent(stockTurned))).toBe(
      'dame de pique, de la pioche à la défausse ; score 0',
    );
  });
});
