import {
  type PersonalField,
  type PersonalFields,
  personalValues,
} from '../../platform/eventstore/personal-data/fields';
import type { CommentAuthor, Mention } from './events';

const mentioned = (mentions: Mention[] | undefined): PersonalField[] =>
  (mentions ?? []).flatMap((m, i) => personalValues(m.userId, { name: 'name' }, ['mentions', i]));

/** Who wrote a comment and whom it mentions, by name: sealed with each person's key. */
export const commentPersonalFields: PersonalFields = {
  CommentAdded: (d: { author: CommentAuthor; mentions?: Mention[] }) => [
    ...personalValues(d.author.id, { name: 'name' }, ['author']),
    ...mentioned(d.mentions),
  ],
  CommentEdited: (d: { mentions?: Mention[] }) => mentioned(d.mentions),
};
