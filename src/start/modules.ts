import { createAdminModule } from '../modules/admin';
import { aiDocuments, assistant, chooseAiProvider, createAiModule, orgCallsInMonth } from '../modules/ai';
import { assertCollaboratorAccess, createCollaboratorsModule } from '../modules/collaborators';
import { createCommentsModule } from '../modules/comments';
import { canWatchCourse, courseOrgOf, createCoursesModule } from '../modules/courses';
import { createDeliveryModule } from '../modules/delivery';
import {
  avatarColour,
  createIdentityModule,
  isEmailProven,
  loadOrganisation,
  loadPreferences,
} from '../modules/identity';
import { createInstanceModule } from '../modules/instance';
import { createLtiModule } from '../modules/lti';
import { createMediaModule, dictation, imageUrlOf, signedUrlOf, uploadedFileReader } from '../modules/media';
import { createMetricsModule, viewedWithin } from '../modules/metrics';
import { createThemesModule, DEFAULT_THEME, findTheme, themeOfModule } from '../modules/themes';
import { chooseTranslationEngine, createTranslationModule } from '../modules/translation';
import type { TesseraModule } from '../platform/composition/module';
import type { Config } from '../platform/config';
import type { SessionGuard } from '../platform/http/env';
import { createNonceStore } from '../platform/limits/nonces';
import type { Logger } from '../platform/logger';
import type { Mailer } from '../platform/mail/mailer';
import { publicOrAllowed } from '../platform/outbound/address-policy';
import { guardedProtocolFetch } from '../platform/outbound/guarded-protocol-fetch';
import type { Platform } from './open-platform';
import type { chooseSpeech } from './speech';
import { WEB_ROOT } from './web-root';

/**
 * Every module of the product, made from the platform and the settings, each given what it needs
 * of the others as functions (so no module imports another's insides); in no particular order (the
 * platform mounts their routes so that fixed paths come first).
 */
export async function createModules(
  { database, keyring, store, bus, heavy, runner, waitForProjection, storage, mediaTempDir }: Platform,
  { engines, speech }: Awaited<ReturnType<typeof chooseSpeech>>,
  deps: {
    config: Config;
    logger: Logger;
    mailer: Mailer;
    /** PUBLIC_URL, or this server's own address once it listens: what absolute links start with. */
    publicUrl: () => string;
    /** What runs where and how far behind, for the instance's operators (read at request time). */
    workStatus: () => Promise<Record<string, unknown>>;
  },
) {
  const { config, logger, mailer, publicUrl, workStatus } = deps;
  const instance = createInstanceModule({
    store,
    db: database.db,
    instanceAdmins: config.instanceAdmins,
    jwtSecret: config.jwtSecret,
    emailProven: (email) => isEmailProven(store, email),
    waitForProjection,
    replaySetAside: (filter) => runner.replaySetAside(filter),
    workStatus,
  });
  const isThemeOf = async (orgId: string, themeId: string) => (await findTheme(database.db, orgId, themeId)) !== null;
  /** What an organisation's admins set in /settings, as the other modules apply it. */
  const orgSettingsOf = async (orgId: string) => (await loadOrganisation(store, orgId)).settings;
  const identity = createIdentityModule({
    isThemeOf,
    aiCallsInMonth: (orgId, month) => orgCallsInMonth(database.db, orgId, month),
    assertOrganisationActive: instance.assertOrganisationActive,
    store,
    db: database.db,
    jwtSecret: config.jwtSecret,
    mailer,
    publicUrl,
    partnerSecrets: config.partnerSecrets,
    loginUrl: config.loginUrl,
    trustedProxies: config.trustedProxies,
    requireEmailVerification: config.requireEmailVerification,
    registrationLimitPerHour: config.registrationLimitPerHour,
  });
  const courses = createCoursesModule({
    store,
    db: database.db,
    waitForProjection,
    saveBodyLimit: config.bodyLimitSave,
    imageUrlOf: imageUrlOf(store),
    signedUrlOf: signedUrlOf(storage),
    isThemeOf,
    startingLanguagesOf: async (userId, orgId) => {
      if (!(await orgSettingsOf(orgId)).translationEnabled) return [];
      const { settings, preferredLanguages } = await loadPreferences(store, userId);
      return settings.enableTranslations ? preferredLanguages : [];
    },
    // A custom theme deleted since it was made the default leaves new modules on the built-in one.
    defaultThemeOf: async (orgId) => {
      const theme = (await orgSettingsOf(orgId)).defaultTheme;
      return (await isThemeOf(orgId, theme)) ? theme : DEFAULT_THEME.id;
    },
  });
  const themes = createThemesModule({ store, db: database.db, waitForProjection, imageUrlOf: imageUrlOf(store) });
  const collaborators = createCollaboratorsModule({
    store,
    db: database.db,
    signToken: identity.signToken,
    courseOrgOf: (courseId) => courseOrgOf(store, courseId),
  });
  const comments = createCommentsModule({
    store,
    db: database.db,
    waitForProjection,
    canOpenCourse: (principal, courseId) => canWatchCourse(store, principal, courseId),
    avatarOf: avatarColour,
    database,
    logger,
  });
  // Every check that a token's session still holds, for HTTP calls and live sockets alike.
  // Read at once (one round trip, not three, on every call); the first refusal in this order is the answer.
  const guardSession: SessionGuard = async (principal) => {
    const checks = await Promise.allSettled([
      // A suspended organisation's tokens, of every kind, stop working at once.
      instance.assertOrganisationActive(principal.orgId),
      identity.guardSession(principal),
      assertCollaboratorAccess(store, principal),
    ]);
    for (const check of checks) if (check.status === 'rejected') throw check.reason;
  };
  const themeOf = (orgId: string, themeId: string) => themeOfModule(database.db, orgId, themeId);
  const delivery = createDeliveryModule({
    store,
    db: database.db,
    jwtSecret: config.jwtSecret,
    webRoot: WEB_ROOT,
    publicUrl: config.publicUrl,
    serverUrl: publicUrl,
    readUploaded: uploadedFileReader(storage),
    themeOf,
    trustedProxies: config.trustedProxies,
    learnerViewsPerHour: config.learnerViewsPerHour,
    learnerStatementsPerHour: config.learnerStatementsPerHour,
    defaultDispatchOriginsOf: async (orgId) => (await orgSettingsOf(orgId)).defaultDispatchOrigins,
    bus,
    caughtUp: (projection, position) => runner.waitFor(projection, position),
    lrs: config.lrs,
    viewedWithin: (courseId, viewer, minutes) => viewedWithin(database.db, courseId, viewer, minutes),
    database,
    logger,
  });
  store.onAppended(delivery.appended);
  logger.info(
    { lrs: config.lrs?.endpoint ?? null },
    config.lrs ? 'xAPI: share-link learners’ statements go to the LRS' : 'xAPI: no LRS (LRS_ENDPOINT not set)',
  );
  // Platforms' addresses come from their admins and their launches: reached through the guarded client only.
  const ltiPolicy = publicOrAllowed(config.ltiAllowedNetworks);
  const ltiSend = guardedProtocolFetch({ policy: ltiPolicy });
  const lti = createLtiModule({
    policy: ltiPolicy,
    send: ltiSend,
    db: database.db,
    store,
    jwtSecret: config.jwtSecret,
    nonces: createNonceStore(database.db),
    serverUrl: publicUrl,
    waitForPlatforms: (position) => waitForProjection('lti_platforms', position),
    learnerModule: delivery.learnerModule,
    database,
    logger,
  });
  const machineTranslation = chooseTranslationEngine(config);
  // Said once known, not waited for: asking Apertium for its pairs runs a shell pipeline.
  const engine = machineTranslation.engine.name;
  void machineTranslation.problem().then(
    (problem) => (problem ? logger.warn({ engine }, problem) : logger.info({ engine }, 'machine translation')),
    (error) => logger.warn({ engine, err: error }, 'Machine translation could not be checked'),
  );
  const admin = createAdminModule({
    db: database.db,
    store,
    keyring,
    removeMember: identity.removeMember,
    storage,
    waitForProjection,
  });
  const translation = createTranslationModule({
    store,
    db: database.db,
    machine: machineTranslation,
    translationEnabled: async (orgId) => (await orgSettingsOf(orgId)).translationEnabled,
    heavy,
  });
  const aiProvider = chooseAiProvider(config, heavy);
  logger.info({ provider: aiProvider.name }, 'AI assistant');
  const ai = createAiModule({
    store,
    documents: aiDocuments(storage, heavy),
    dictation: dictation(speech.speechToText, mediaTempDir),
    assistant: assistant({
      store,
      db: database.db,
      provider: aiProvider,
      logger,
      timeoutMs: config.ai.timeoutSeconds * 1000,
      limits: { perUser: config.ai.dailyLimitPerUser, perOrg: config.ai.dailyLimitPerOrg },
      policyOf: async (orgId) => {
        const { aiEnabled, settings } = await loadOrganisation(store, orgId);
        return { enabled: aiEnabled, monthlyLimit: settings.aiMonthlyLimit };
      },
    }),
  });
  const metrics = createMetricsModule({ db: database.db });
  const media = createMediaModule({
    store,
    db: database.db,
    storage,
    jwtSecret: config.jwtSecret,
    limits: config.mediaLimits,
    tempDir: mediaTempDir,
    courseOrgOf: (courseId) => courseOrgOf(store, courseId),
    themeOf,
    engines,
    ...speech,
    database,
    logger,
  });
  const modules: TesseraModule[] = [
    admin,
    ai,
    collaborators,
    comments,
    courses,
    delivery,
    identity,
    instance,
    lti,
    media,
    metrics,
    themes,
    translation,
  ];
  return {
    modules,
    verifyToken: identity.verifyToken,
    guardSession,
    publicReads: delivery.learnerReads,
    answersFromMemory: [delivery.answerFromMemory],
    pages: delivery.pages,
  };
}
