import { handleCommand } from '../../platform/commands/handle';
import { createKeyedQueue } from '../../platform/commands/keyed-queue';
import { eventParser } from '../../platform/commands/parse';
import type { EventStore } from '../../platform/eventstore/types';
import type { Principal } from '../../platform/http/env';
import type { Db } from '../../platform/db/database';
import { CUSTOM_THEMES, customThemeNames } from './read-models/custom-themes-queries';
import { themeDecider, type ThemeCommand } from './decider';
import { themeEventSchemas, themeStream } from './events';
import type { ProjectionWait } from '../../platform/http/stale-reads';

export type ThemeCommandDeps = {
  store: EventStore;
  db: Db;
  waitForProjection: ProjectionWait;
};

const parse = eventParser(themeEventSchemas);
/** One organisation's theme commands run one at a time here, each seeing the names the previous one wrote. */
const perOrganisation = createKeyedQueue();

type Unnamed<C> = C extends ThemeCommand ? Omit<C, 'takenNames'> : never;

/** Runs a theme command with the organisation's other theme names; answers once the theme list shows the change. */
export function runThemeCommand(
  { store, db, waitForProjection }: ThemeCommandDeps,
  principal: Principal,
  requestId: string,
  command: Unnamed<ThemeCommand>,
) {
  return perOrganisation(principal.orgId, async () => {
    const takenNames =
      command.type === 'DeleteTheme' ? [] : await customThemeNames(db, principal.orgId, command.themeId);
    const result = await handleCommand({
      store,
      streamId: themeStream(command.themeId),
      decider: themeDecider,
      parse,
      command: { ...command, takenNames } as ThemeCommand,
      context: { userId: principal.userId, orgId: principal.orgId, correlationId: requestId },
    });
    if (result.position) await waitForProjection(CUSTOM_THEMES, result.position);
    return result;
  });
}
