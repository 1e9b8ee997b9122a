import { expect } from 'vitest';
import { type Decider, type DomainEvent, fold } from '../../src/platform/commands/decider';

/**
 * Given events, when a command, then events (or an error), for any decider; after Emmett's
 * DeciderSpecification:
 *
 *   const spec = deciderSpec(commentsDecider);
 *   spec.given([added]).when(resolve).then([resolved]);
 *   spec.given([]).when(resolve).thenThrows('Comment not found');
 */
export function deciderSpec<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) {
  return {
    given(events: Event[]) {
      return {
        when(command: Command) {
          const decide = () => decider.decide(command, fold(decider, events));
          return {
            then(expected: Event[]) {
              expect(decide()).toEqual(expected);
            },
            thenNothing() {
              expect(decide()).toEqual([]);
            },
            /** The error's message contains `message` (or matches it). */
            thenThrows(message: string | RegExp) {
              expect(decide).toThrow(message);
            },
          };
        },
      };
    },
  };
}
