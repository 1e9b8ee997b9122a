import { type PersonalFields, personalValues } from '../../platform/eventstore/personal-data/fields';

/** A launched learner's id at their platform: sealed with the learner's own key (their keyed hash names them). */
export const ltiPersonalFields: PersonalFields = {
  LtiScoreEarned: (d: { learner?: string }) => (d.learner ? personalValues(d.learner, { identifier: 'userId' }) : []),
};
