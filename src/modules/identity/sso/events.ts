import { z } from 'zod';

export const ssoEventSchemas = {
  /**
   * On the `sso-partner-<partner>` stream: the organisation that the partner's single sign-on puts
   * new accounts in, created on its first sign-on; its first account is the organisation's ADMIN.
   */
  PartnerOrganisationLinked: z.object({ partner: z.string(), orgId: z.string(), orgName: z.string() }),
};

export const ssoPartnerStream = (partner: string) => `sso-partner-${partner}`;
