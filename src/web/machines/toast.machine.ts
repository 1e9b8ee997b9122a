import { assign, setup } from 'xstate';

interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  message: string;
  action?: ToastAction;
}

type ToastEvent =
  | { type: 'show'; toast: Toast }
  | { type: 'dismiss' }
  /** The pointer or keyboard focus is on the toast: it stays until they leave. */
  | { type: 'pause' }
  | { type: 'resume' };

export const TOAST_MS = 5_000;
/** A toast that offers an action stays longer, so there is time to reach it. */
export const TOAST_WITH_ACTION_MS = 8_000;

/** One toast at a time: a new one replaces the shown one and restarts the clock. */
export const toastMachine = setup({
  types: { context: {} as { toast: Toast | null }, events: {} as ToastEvent },
  actions: {
    assignToast: assign({ toast: ({ event }) => (event.type === 'show' ? event.toast : null) }),
    clearToast: assign({ toast: null }),
  },
  delays: {
    visibleFor: ({ context }) => (context.toast?.action ? TOAST_WITH_ACTION_MS : TOAST_MS),
  },
}).createMachine({
  id: 'toast',
  context: { toast: null },
  initial: 'hidden',
  on: {
    show: { target: '.shown', actions: 'assignToast', reenter: true },
  },
  states: {
    hidden: { entry: 'clearToast' },
    shown: {
      initial: 'counting',
      on: { dismiss: 'hidden' },
      states: {
        counting: {
          after: { visibleFor: '#toast.hidden' },
          on: { pause: 'paused' },
        },
        paused: {
          on: { resume: 'counting' },
        },
      },
    },
  },
});
