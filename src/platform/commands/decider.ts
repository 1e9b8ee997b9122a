/** A domain event as a decider sees it: a type and its data, nothing technical. */
export type DomainEvent = { type: string; data: unknown };

/** Pure decision logic of one stream: no I/O, no clock, no random ids (they come in the command). */
export type Decider<State, Command, Event extends DomainEvent> = {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
};

export function fold<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  events: Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState);
}
