import { useSignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { i18n } from '#i18n';
import { isoDate } from '../engine/daily-deal';
import { localDate } from '../state/daily-deal';
import {
  BACKUP_MAX_BYTES,
  type BackupRefusal,
  backupOf,
  importedRecord,
  readBackup,
} from '../state/stats-backup';
import type { StatsStore } from '../state/stats-store';
import './button.css';

/** What a refused file tells the player, by why it was refused (`$1` the file's name). */
const REFUSALS: Record<BackupRefusal, (file: string) => string> = {
  'too-large': (file) => i18n.t('stats.refusedTooLarge', [file]),
  'not-json': (file) => i18n.t('stats.refusedNotJson', [file]),
  foreign: (file) => i18n.t('stats.refusedForeign', [file]),
  'newer-version': (file) => i18n.t('stats.refusedNewer', [file]),
  damaged: (file) => i18n.t('stats.refusedDamaged', [file]),
};

/**
 * "Export statistics" and "Import statistics" of the options page (docs/rules.md, Statistics):
 * Export saves every browser's records in a file the player keeps (a download, which needs no
 * permission); Import reads such a file and adds what this browser does not count yet, or says
 * why the file is refused and changes nothing. What happened is said under the buttons.
 * @param children the controls shown first in the row (the options page's Statistics button).
 */
export function StatsBackup({
  stats,
  now = Date.now,
  children,
}: {
  stats: StatsStore;
  now?: () => number;
  children?: ComponentChildren;
}) {
  const said = useSignal<{ text: string; isRefusal: boolean } | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const loaded = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    const stop = stats.load();
    loaded.current = stop;
    return () => {
      stop.then((unsubscribe) => unsubscribe());
    };
  }, []);
  const say = (text: string, isRefusal = false) => {
    said.value = { text, isRefusal };
  };

  const exportFile = async () => {
    await loaded.current;
    const at = now();
    // Named in the player's words, by the local day it was made, which sorts a folder's backups
    // by their day: "yukon-statistiques-2026-01-05.json".
    const name = i18n.t('stats.backupFile', [isoDate(localDate(at))]);
    const text = `${JSON.stringify(backupOf(stats.snapshot(), at), null, 2)}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    // In the document while it is clicked: Firefox downloads only from a link that is in it.
    const link = Object.assign(document.createElement('a'), { href: url, download: name });
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    say(i18n.t('stats.exported', [name]));
  };

  const importFile = async (file: File) => {
    await loaded.current;
    // Not read at all when too large, so that a wrong file cannot fill the page's memory.
    if (file.size > BACKUP_MAX_BYTES) return say(REFUSALS['too-large'](file.name), true);
    let text: string;
    try {
      text = await file.text();
    } catch {
      return say(i18n.t('stats.notRead', [file.name]), true);
    }
    const read = readBackup(text);
    if ('refusal' in read) return say(REFUSALS[read.refusal](file.name), true);
    const known = stats.snapshot();
    const record = importedRecord(read.snapshot, known, known.deviceId);
    if (!record) return say(i18n.t('stats.importedNothing', [file.name]));
    try {
      await stats.keepImport(record);
    } catch {
      return say(i18n.t('stats.importNotSaved', [file.name]), true);
    }
    say(i18n.t('stats.imported', [file.name]));
  };

  return (
    <>
      <p class="stats-backup__hint">{i18n.t('stats.backupHint')}</p>
      <div class="stats-backup__actions">
        {children}
        <button type="button" class="button" onClick={() => void exportFile()}>
          {i18n.t('stats.export')}
        </button>
        <button type="button" class="button" onClick={() => picker.current?.click()}>
          {i18n.t('stats.import')}
        </button>
        <input
          ref={picker}
          type="file"
          accept=".json,application/json"
          hidden
          onChange={(event) => {
            const input = event.currentTarget;
            const [file] = input.files ?? [];
            // Emptied, so that choosing the same file again imports it again.
            input.value = '';
            if (file) void importFile(file);
          }}
        />
      </div>
      <p
        class={`stats-backup__said${said.value?.isRefusal ? ' stats-backup__said--refusal' : ''}`}
        role="status"
      >
        {said.value?.text ?? ''}
      </p>
    </>
  );
}
