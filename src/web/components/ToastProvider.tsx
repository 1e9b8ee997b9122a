import { useMachine } from '@xstate/react';
import { createContext, useCallback, useContext, useRef, type ReactNode } from 'react';
import { toastMachine, type Toast } from '../machines/toast.machine';

type ToastInput = Omit<Toast, 'id'>;

const ShowToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** Short confirmations at the bottom of the screen, announced politely to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [snapshot, send] = useMachine(toastMachine);
  const nextId = useRef(0);
  const show = useCallback(
    (toast: ToastInput) => send({ type: 'show', toast: { ...toast, id: ++nextId.current } }),
    [send],
  );
  const { toast } = snapshot.context;

  return (
    <ShowToastContext value={show}>
      {children}
      <div className="toaster" role="status">
        {toast && (
          // biome-ignore lint/a11y/noStaticElementInteractions: hovering or focusing a toast pauses its timer; it is no control
          <div
            key={toast.id}
            className="toast"
            onMouseEnter={() => send({ type: 'pause' })}
            onMouseLeave={() => send({ type: 'resume' })}
            onFocus={() => send({ type: 'pause' })}
            onBlur={() => send({ type: 'resume' })}
          >
            <span>{toast.message}</span>
            {toast.action && (
              <button
                type="button"
                className="toast__action"
                onClick={() => {
                  toast.action?.run();
                  send({ type: 'dismiss' });
                }}
              >
                {toast.action.label}
              </button>
            )}
            <button
              type="button"
              className="toast__close"
              aria-label="Dismiss"
              onClick={() => send({ type: 'dismiss' })}
            >
              ×
            </button>
          </div>
        )}
      </div>
    </ShowToastContext>
  );
}

export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ShowToastContext);
  if (!show) throw new Error('useToast needs a <ToastProvider> above it');
  return show;
}
