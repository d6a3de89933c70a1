import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';
import { catchLostFocus } from './lost-focus';

interface DialogProps {
  isOpen: boolean;
  title: string;
  /** Called when the dialog closes by itself (Escape) or is closed by its parent. */
  onClose: () => void;
  /** Extra class names, e.g. for a centred dialog. */
  class?: string;
  children: ComponentChildren;
}

/** A modal dialog (`<dialog>` shown with showModal), named by its title; content only while open. */
export function Dialog({ isOpen, title, onClose, class: className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
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
