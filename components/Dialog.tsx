import type { ComponentChildren } from 'preact';
import { useContext, useEffect, useId, useRef } from 'preact/hooks';
import { BoardCover } from './board-cover';
import { catchLostFocus } from './lost-focus';
import './sheet-tokens.css';
import './Dialog.css';

interface DialogProps {
  isOpen: boolean;
  title: string;
  /** Called when the dialog closes by itself (Escape) or is closed by its parent. */
  onClose: () => void;
  /** Extra class names, e.g. for a centred dialog. */
  class?: string;
  /**
   * The id of the element that says what the dialog is about, read by a screen reader as the
   * dialog opens (the controls Tab reaches do not include it).
   */
  describedBy?: string;
  children: ComponentChildren;
}

/** A modal dialog (`<dialog>` shown with showModal), named by its title; content only while open. */
export function Dialog({
  isOpen,
  title,
  onClose,
  class: className,
  describedBy,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const cover = useContext(BoardCover);
  useEffect(() => {
    if (!isOpen) return;
    cover(true);
    return () => cover(false);
  }, [isOpen]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  return (
    <dialog
      ref={ref}
      class={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={isOpen ? describedBy : undefined}
      onClose={() => {
        onClose();
        // The focus goes back to the dialog's opener, or to the body when the opener is gone.
        catchLostFocus();
      }}
    >
      {isOpen && (
        <>
          <h2 id={titleId} class="dialog__title">
            {title}
          </h2>
          {children}
        </>
      )}
    </dialog>
  );
}
