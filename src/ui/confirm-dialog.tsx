import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from './button';
import { ModalFrame } from './modal';

export type ConfirmDialogTone = 'danger' | 'primary';

export type ConfirmDialogProps = {
  title: ReactNode;
  /** The question, e.g. "Are you sure you want to delete this material?". */
  message: ReactNode;
  /** What the question is about, under it (e.g. a list of what will go); it scrolls when long. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** What the confirm button says while busy, e.g. "Deleting...". */
  busyLabel?: string;
  /**
   * Runs on confirm. The dialog stays open and busy while a returned promise is pending and closes
   * when it resolves; if it rejects, the dialog stays open (show the error from the caller).
   */
  onConfirm: () => void | Promise<void>;
  /** Busy from outside, e.g. a mutation the caller tracks itself. */
  busy?: boolean;
  tone?: ConfirmDialogTone;
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

type ConfirmStatus = 'idle' | 'confirming';

export function ConfirmDialog({
  title,
  message,
  children,
  confirmLabel,
  cancelLabel,
  busyLabel,
  onConfirm,
  busy: busyProp = false,
  tone = 'primary',
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [status, setStatus] = useState<ConfirmStatus>('idle');
  // Cancel takes the first focus: pressing Enter straight away must never delete anything.
  const cancelRef = useRef<HTMLButtonElement>(null);
  const open = openProp ?? uncontrolledOpen;
  const busy = busyProp || status === 'confirming';

  function setOpen(next: boolean) {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  }

  async function confirm() {
    setStatus('confirming');
    try {
      await onConfirm();
    } finally {
      setStatus('idle');
    }
    setOpen(false);
  }

  return (
    <ModalFrame
      role="alertdialog"
      size="sm"
      title={title}
      description={message}
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      showClose={false}
      closeOnOutsideClick={false}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button
            ref={cancelRef}
            variant="secondary"
            disabled={busy}
            onClick={() => setOpen(false)}
          >
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button variant={tone} busy={busy} busyLabel={busyLabel} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </ModalFrame>
  );
}
