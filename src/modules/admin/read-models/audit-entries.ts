import type { RecordedEvent } from '../../../platform/eventstore/types';

/** The kinds of change an admin filters the change log by. */
export const AUDIT_KINDS = [
  'module',
  'block',
  'comment',
  'theme',
  'media',
  'translation',
  'collaborator',
  'member',
  'role',
  'invite',
  'sign-in',
  'partner',
  'dispatch',
  'ai',
  'account',
  'organisation',
  'preference',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

// biome-ignore lint/suspicious/noExplicitAny: each summary reads the few fields of its own event, which the event's schema guarantees
type Data = any;
type Described = { kind: AuditKind; summary: string | ((data: Data) => string) };

/** "QuestionBlockComponent" → "Question". */
const blockName = (type: unknown) => String(type ?? '').replace(/BlockComponent$/, '') || 'unknown';
const aOrAn = (word: string) => (/^[AEIOU]/i.test(word) ? `an ${word}` : `a ${word}`);
const block = (verb: string) => (d: Data) => `${verb} ${aOrAn(blockName(d.block?.type))} block`;
const roles = (list: unknown) => (Array.isArray(list) && list.length ? list.join(', ') : 'no role');
const MEDIA_JOBS: Record<string, string> = { transcribe: 'a transcription', 'render-avatar': 'an avatar video' };

/**
 * Every event type of every module, with its kind of change and a one-line summary in the words of
 * the person who did it ("renamed the module"). Summaries never hold names or emails: people are
 * referenced by id and named at query time, so erasing a person touches one read model.
 * `null` keeps an event out of the log, with the reason beside it.
 */
export const AUDIT_TABLE: Record<string, Described | null> = {
  // courses: the module itself
  CourseCreated: { kind: 'module', summary: (d) => (d.duplicatedFrom ? 'duplicated a module' : 'created the module') },
  CourseRenamed: { kind: 'module', summary: 'renamed the module' },
  CourseDescribed: { kind: 'module', summary: 'changed the module’s description' },
  PageAdded: { kind: 'module', summary: 'added a page' },
  PageMoved: { kind: 'module', summary: 'moved a page' },
  PageRemoved: { kind: 'module', summary: 'removed a page' },
  SectionAdded: { kind: 'module', summary: 'added a section' },
  SectionMoved: { kind: 'module', summary: 'moved a section' },
  SectionResized: { kind: 'module', summary: 'resized a section' },
  SectionRemoved: { kind: 'module', summary: 'removed a section' },
  CourseSettingsChanged: { kind: 'module', summary: 'changed the module’s settings' },
  CourseTagsChanged: { kind: 'module', summary: 'changed the module’s labels' },
  CourseThumbnailChanged: { kind: 'module', summary: 'changed the module’s thumbnail' },
  CourseThumbnailDrafted: { kind: 'module', summary: 'changed the module’s thumbnail' },
  CourseThumbnailPublished: { kind: 'module', summary: 'published the module’s thumbnail' },
  CourseDeleted: { kind: 'module', summary: 'deleted the module' },
  CourseRestored: { kind: 'module', summary: 'restored the module' },
  CourseOwnerChanged: { kind: 'module', summary: 'transferred the module to another owner' },
  DraftingStarted: { kind: 'module', summary: 'started a draft' },
  CoursePublished: { kind: 'module', summary: 'published the module' },
  CourseUnpublished: { kind: 'module', summary: 'unpublished the module' },
  ChangeUndone: { kind: 'module', summary: 'undid a change' },
  ChangeRedone: { kind: 'module', summary: 'redid a change' },
  RevisionRestored: { kind: 'module', summary: (d) => `restored revision ${d.revision}` },
  // courses: blocks
  BlockAdded: { kind: 'block', summary: block('added') },
  BlockChanged: { kind: 'block', summary: block('changed') },
  BlockMoved: { kind: 'block', summary: 'moved a block' },
  BlockDeleted: { kind: 'block', summary: 'deleted a block' },
  // courses: the organisation's block templates
  BlockTemplateSaved: { kind: 'block', summary: (d) => `saved the block template “${d.name}”` },
  BlockTemplateRenamed: { kind: 'block', summary: (d) => `renamed a block template to “${d.name}”` },
  BlockTemplateDeleted: { kind: 'block', summary: 'deleted a block template' },
  // courses: translation
  TranslationLanguagesChosen: {
    kind: 'translation',
    summary: (d) => `chose the languages ${[d.sourceLanguage, ...(d.languages ?? [])].join(', ')}`,
  },
  SegmentsTranslated: {
    kind: 'translation',
    summary: (d) => `translated ${d.segments?.length ?? 0} text(s) into ${d.language} (${d.origin})`,
  },
  TranslationReviewed: {
    kind: 'translation',
    summary: (d) => (d.reviewed ? `marked ${d.language} as reviewed` : `took back the review of ${d.language}`),
  },
  PlayerWordsChanged: { kind: 'translation', summary: (d) => `changed the player’s words in ${d.language}` },
  // translation: the organisation's glossary
  GlossaryTermSaved: { kind: 'translation', summary: (d) => `saved the glossary term “${d.term}”` },
  GlossaryTermRemoved: { kind: 'translation', summary: 'removed a glossary term' },
  // courses: favourites (a person's own list)
  CourseFavourited: { kind: 'preference', summary: 'added the module to favourites' },
  CourseUnfavourited: { kind: 'preference', summary: 'removed the module from favourites' },
  // comments
  CommentAdded: { kind: 'comment', summary: (d) => (d.parentId ? 'replied to a comment' : 'added a comment') },
  CommentEdited: { kind: 'comment', summary: 'edited a comment' },
  CommentDeleted: { kind: 'comment', summary: 'deleted a comment' },
  CommentStatusChanged: {
    kind: 'comment',
    summary: (d) => (d.status === 'resolved' ? 'resolved a comment' : 'reopened a comment'),
  },
  CommentRead: { kind: 'comment', summary: 'read a comment' },
  BlockCommentsDeleted: { kind: 'comment', summary: 'deleted the comments of a deleted block' },
  // collaborators
  CollaboratorInvited: { kind: 'collaborator', summary: 'invited a collaborator' },
  CollaboratorJoined: { kind: 'collaborator', summary: 'joined as a collaborator' },
  CollaboratorRenamed: { kind: 'collaborator', summary: 'renamed a collaborator' },
  CollaboratorRemoved: { kind: 'collaborator', summary: 'removed a collaborator' },
  // media
  MediaUploaded: { kind: 'media', summary: (d) => `uploaded ${aOrAn(String(d.kind ?? 'file'))}` },
  MediaProcessingStarted: { kind: 'media', summary: 'started processing an upload' },
  MediaProcessed: { kind: 'media', summary: 'finished processing an upload' },
  MediaProcessingFailed: { kind: 'media', summary: 'failed to process an upload' },
  MediaJobRequested: { kind: 'media', summary: (d) => `asked for ${MEDIA_JOBS[d.kind] ?? 'media work'}` },
  MediaJobStarted: { kind: 'media', summary: 'started media work' },
  MediaJobFinished: { kind: 'media', summary: 'finished media work' },
  MediaJobFailed: { kind: 'media', summary: 'media work failed' },
  // themes
  CustomThemeCreated: { kind: 'theme', summary: (d) => (d.duplicatedFrom ? 'duplicated a theme' : 'created a theme') },
  CustomThemeChanged: { kind: 'theme', summary: 'changed a theme' },
  CustomThemeDeleted: { kind: 'theme', summary: 'deleted a theme' },
  // ai
  AiAssistantUsed: {
    kind: 'ai',
    summary: (d) => `used the AI assistant (${d.call})${d.outcome === 'failed' ? ', which failed' : ''}`,
  },
  // delivery
  DispatchCreated: { kind: 'dispatch', summary: 'created a dispatch' },
  DispatchLearnerJoined: { kind: 'dispatch', summary: 'a learner opened a dispatch' },
  DispatchRevoked: { kind: 'dispatch', summary: 'revoked a dispatch' },
  DispatchReenabled: { kind: 'dispatch', summary: 're-enabled a dispatch' },
  LtiPlatformRegistered: { kind: 'organisation', summary: 'registered a learning platform (LTI 1.3)' },
  LtiPlatformRemoved: { kind: 'organisation', summary: 'removed a learning platform (LTI 1.3)' },
  LtiPlatformGradePolicySet: {
    kind: 'organisation',
    summary: (d: { gradePolicy: string }) => `set a learning platform to get each learner's ${d.gradePolicy} grade`,
  },
  // identity: accounts and sign-ins
  UserRegistered: { kind: 'member', summary: 'registered' },
  SessionStarted: { kind: 'sign-in', summary: 'signed in' },
  SignInFailed: { kind: 'sign-in', summary: 'failed to sign in (wrong password)' },
  MembershipChanged: {
    kind: 'role',
    summary: (d) => (d.roles === null ? 'lost access to the organisation' : `now has the roles ${roles(d.roles)}`),
  },
  PasswordResetRequested: { kind: 'account', summary: 'asked for a password reset' },
  PasswordChanged: { kind: 'account', summary: 'changed the password' },
  ProfileRenamed: { kind: 'account', summary: 'changed their name' },
  EmailVerificationRequested: { kind: 'account', summary: 'was sent an email confirmation link' },
  EmailVerified: { kind: 'account', summary: 'confirmed the email address' },
  InstanceAdminClaimed: { kind: 'account', summary: 'became the instance administrator' },
  // identity: the organisation
  MemberJoined: { kind: 'member', summary: 'joined the organisation' },
  MemberRoleChanged: { kind: 'role', summary: (d) => `changed a member’s roles to ${roles(d.roles)}` },
  MemberRemoved: { kind: 'member', summary: 'removed a member' },
  PersonalDataErased: { kind: 'member', summary: 'erased a person’s personal data' },
  OrgInviteCreated: { kind: 'invite', summary: 'created an invite link' },
  OrgAiAccessChanged: {
    kind: 'organisation',
    summary: (d) => (d.enabled ? 'turned the AI assistant on' : 'turned the AI assistant off'),
  },
  OrgRenamed: { kind: 'organisation', summary: (d) => `renamed the organisation to ${d.name}` },
  OrgSettingsChanged: {
    kind: 'organisation',
    summary: (d) =>
      `changed the settings: ${Object.keys(d)
        .filter((k) => k !== 'orgId')
        .join(', ')}`,
  },
  // identity: partners and single sign-on
  PartnerUserSignedIn: { kind: 'partner', summary: (d) => `signed in through partner ${d.partner} (${d.via})` },
  PartnerSessionOpened: { kind: 'partner', summary: (d) => `opened a host session of partner ${d.partner}` },
  PartnerSessionEnded: { kind: 'partner', summary: (d) => `host session of partner ${d.partner} ended` },
  PartnerOrganisationLinked: {
    kind: 'organisation',
    summary: (d) => `linked the organisation to the single sign-on of partner ${d.partner}`,
  },
  // instance: the operators' decisions about the whole organisation
  OrganisationSuspended: {
    kind: 'organisation',
    summary: (d) => `suspended the organisation (instance operator)${d.reason ? `: ${d.reason}` : ''}`,
  },
  OrganisationReinstated: { kind: 'organisation', summary: 'reinstated the organisation (instance operator)' },
  // identity: a person's own preferences
  TourProgressSet: { kind: 'preference', summary: 'saved tour progress' },
  TourCompleted: { kind: 'preference', summary: 'completed a tour' },
  ToursReset: { kind: 'preference', summary: 'reset the tours' },
  WhatsNewProgressSet: { kind: 'preference', summary: 'saved What’s New progress' },
  WhatsNewFeatureViewed: { kind: 'preference', summary: 'viewed a What’s New feature' },
  WhatsNewReset: { kind: 'preference', summary: 'reset What’s New' },
  UserSettingChanged: {
    kind: 'preference',
    summary: (d) => `turned the setting ${d.setting} ${d.isActive ? 'on' : 'off'}`,
  },
  PreferredLanguagesSet: { kind: 'preference', summary: 'chose preferred languages' },
  TemplateChosen: { kind: 'preference', summary: 'chose a template module' },
  // Product telemetry (pages and features seen), not a change to anything: it would drown the log.
  UsageTracked: null,
  // A learner opening a published module: counted by the metrics, not a change to anything.
  CourseViewed: null,
  // What a share-link learner did, queued for the LRS: the LRS is its record, not the change log.
  LearnerStatementMade: null,
  // A launched learner's score, queued for the LMS's gradebook: the gradebook is its record.
  LtiScoreEarned: null,
  // A launched learner's answers and place: their progress, which the gradebook's grade comes from.
  LtiAnswerChecked: null,
  LtiPlaceKept: null,
  // A block id taken by its module: the block's own BlockAdded is the change.
  BlockIdClaimed: null,
  // An upload taking its id before its bytes arrive: its MediaUploaded is the change.
  MediaIdClaimed: null,
  // The instance's own business (an operator of every organisation), not a change to this organisation.
  InstanceOperatorGranted: null,
};

/** The event types that go into the log. */
export const AUDITED_TYPES: ReadonlySet<string> = new Set(
  Object.entries(AUDIT_TABLE)
    .filter(([, d]) => d !== null)
    .map(([type]) => type),
);

const COURSE_STREAM = 'course-';
const MAX_SUMMARY = 300;

/** What an event says in the log: its kind, its summary, its module and the module's revision after it. */
export type AuditLine = {
  kind: AuditKind;
  summary: string;
  courseId: string | null;
  /** The module's stream version, for events of the module's own stream (open the module as it was then). */
  revision: number | null;
};

/** The log's line for an event of `streamId` at `version`, or null when its type stays out of the log. */
export function auditLineOf(type: string, streamId: string, version: number, data: unknown): AuditLine | null {
  const described = AUDIT_TABLE[type];
  if (!described) return null;
  const d = (data ?? {}) as Data;
  const ownStream = streamId.startsWith(COURSE_STREAM);
  const courseId = ownStream
    ? streamId.slice(COURSE_STREAM.length)
    : typeof d.courseId === 'string'
      ? d.courseId
      : null;
  const summary = typeof described.summary === 'string' ? described.summary : described.summary(d);
  return {
    kind: described.kind,
    summary: summary.slice(0, MAX_SUMMARY),
    courseId,
    revision: ownStream ? version : null,
  };
}

/** `subjectId`: the person the change was about (whose roles changed, who was removed), when not the actor. */
export type AuditEntry = AuditLine & { orgId: string; actorId: string; subjectId: string | null };

/** The log's entry for an event, or null when the event stays out (no organisation in its metadata, or not a change). */
export function auditEntryOf(event: RecordedEvent): AuditEntry | null {
  const { orgId, userId } = event.metadata as { orgId?: unknown; userId?: unknown };
  if (typeof orgId !== 'string' || orgId === '') return null;
  const line = auditLineOf(event.type, event.streamId, event.version, event.data);
  if (!line) return null;
  const actorId = typeof userId === 'string' ? userId : '';
  const subject = (event.data as { userId?: unknown } | null)?.userId;
  return { ...line, orgId, actorId, subjectId: typeof subject === 'string' && subject !== actorId ? subject : null };
}
