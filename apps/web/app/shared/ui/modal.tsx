import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { IconClose } from './icons.tsx';
import { lowerToasts, raiseToasts } from './toast-layer.ts';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Accessible name of the close button. */
  closeLabel: string;
  size?: 'sm' | 'md' | 'lg';
  /** Another class for the dialog, for a modal with a layout of its own (the cashier's sheet on a phone). */
  className?: string;
  testId?: string;
  /** The auth modal manages its own route-change behaviour (a guard may open it right after a redirect). */
  keepOnNavigation?: boolean;
};

/**
 * A modal on the native <dialog> (focus trap, Esc, top layer). Every modal
 * closes on a route change (spec §2). While it is open the toaster moves
 * into it, so toasts stay above it (toast-layer.ts).
 */
export function Modal({ open, onClose, title, children, closeLabel, size = 'md', className, testId, keepOnNavigation = false }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const location = useLocation();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const firstLocation = useRef(location.key);
  /** The dialog was closed because `open` said so: its close event is this closing's, not the player's. */
  const closedByProp = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      closedByProp.current = true;
      dialog.close();
    }
    if (!open) return;
    raiseToasts(dialog);
    return () => lowerToasts(dialog);
  }, [open]);

  useEffect(() => {
    if (location.key !== firstLocation.current) {
      firstLocation.current = location.key;
      if (!keepOnNavigation) onCloseRef.current();
    }
  }, [location.key, keepOnNavigation]);

  return (
    <dialog
      ref={ref}
      className={`modal modal--${size}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      data-testid={testId}
      // The close event arrives later than the close (a queued task, in Chromium not before the next frame). A close
      // that `open` asked for is not passed on: the owner knows, and the event can come after the owner has asked to
      // open the modal again (closed by a route change, opened by Ctrl+K at once), which it must not undo. When the
      // modal was opened again meanwhile, the old closing's event must not close the new one either.
      // React passes a nested modal's cancel and close events up to this one's handlers (a dialog opened from inside
      // another, the captcha over the free coins modal): only this dialog's own events close it.
      onClose={(event) => {
        if (event.target !== event.currentTarget) return;
        if (closedByProp.current) {
          closedByProp.current = false;
          return;
        }
        if (!ref.current?.open) onCloseRef.current();
      }}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        // a click on the backdrop (the dialog element itself, outside the panel) closes it
        if (event.target === ref.current) onCloseRef.current();
      }}
    >
      {open && (
        <div className="modal__panel">
          <header className="modal__header">
            <h2 id={titleId} className="modal__title">{title}</h2>
            <button type="button" className="icon-button" aria-label={closeLabel} onClick={() => onCloseRef.current()}>
              <IconClose />
            </button>
          </header>
          <div className="modal__body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
