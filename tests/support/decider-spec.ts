import { expect } from 'vitest';
import { type Decider, type DomainEvent, fold } from '../../src/platform/commands/decider';

/**
 * Given events, when a command, then events (or an error), for any decider; after Emmett's
 * DeciderSpecification (`thenEmits` rather than its `then`, which would make the object a thenable):
 *
 *   const spec = deciderSpec(commentsDecider);
 *   spec.given([added]).when(resolve).thenEmits([resolved]);
 *   spec.given([]).when(resolve).thenThrows('Comment not found');
 */
export function deciderSpec<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) {
  return {
    given(events: Event[]) {
      return {
        when(command: Command) {
          const decide = () => decider.decide(command, fold(decider, events));
          return {
            thenEmits(expected: Event[]) {
              expect(decide()).toEqual(expected);
            },
            /** Only the events' types, in order: for commands whose data is long (a course's starter blocks). */
            thenEmitsTypes(types: Event['type'][]) {
              expect(decide().map((e) => e.type)).toEqual(types);
            },
            thenEmitsNothing() {
              expect(decide()).toEqual([]);
            },
            /** The error's message contains `message` (or matches it), or the error has these properties. */
            thenThrows(error: string | RegExp | Record<string, unknown>) {
              expect(decide).toThrow(
                typeof error === 'object' && !(error instanceof RegExp) ? expect.objectContaining(error) : error,
              );
            },
          };
        },
      };
    },
  };
}
