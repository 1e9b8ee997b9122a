import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { TOAST_MS, TOAST_WITH_ACTION_MS, toastMachine, type Toast } from '../../../src/web/machines/toast.machine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const start = () => createActor(toastMachine).start();
const plain: Toast = { id: 1, message: 'Link copied' };
const withUndo: Toast = { id: 2, message: 'Module deleted', action: { label: 'Undo', run: () => {} } };

describe('toast machine', () => {
  it('shows a toast and hides it after a while', () => {
    const actor = start();
    actor.send({ type: 'show', toast: plain });
    expect(actor.getSnapshot().context.toast).toBe(plain);
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(actor.getSnapshot().context.toast).toBe(plain);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.toast).toBeNull();
  });

  it('leaves more time when the toast offers an action', () => {
    const actor = start();
    actor.send({ type: 'show', toast: withUndo });
    vi.advanceTimersByTime(TOAST_WITH_ACTION_MS - 1);
    expect(actor.getSnapshot().context.toast).toBe(withUndo);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.toast).toBeNull();
  });

  it('replaces the shown toast and restarts the clock', () => {
    const actor = start();
    actor.send({ type: 'show', toast: plain });
    vi.advanceTimersByTime(TOAST_MS - 100);
    const next = { id: 3, message: 'Labels saved' };
    actor.send({ type: 'show', toast: next });
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(actor.getSnapshot().context.toast).toBe(next);
  });

  it('stays while paused (pointer or focus on it), and counts again from the start on resume', () => {
    const actor = start();
    actor.send({ type: 'show', toast: plain });
    actor.send({ type: 'pause' });
    vi.advanceTimersByTime(TOAST_MS * 10);
    expect(actor.getSnapshot().context.toast).toBe(plain);
    actor.send({ type: 'resume' });
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(actor.getSnapshot().context.toast).toBe(plain);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.toast).toBeNull();
  });

  it('goes away when dismissed', () => {
    const actor = start();
    actor.send({ type: 'show', toast: plain });
    actor.send({ type: 'dismiss' });
    expect(actor.getSnapshot().context.toast).toBeNull();
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});
