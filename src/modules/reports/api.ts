import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import * as service from './service.ts';
import { feedbackInput, reportInput, reportReasons } from './schemas.ts';

/** Added to the Profiles controller (profiles owns the rest of it). */
export const profilesActions = {
  ReportProfile: defineAction({
    method: 'POST',
    summary: 'Reports a profile to staff with a reason and a text (required for Other); a second report of the same profile replaces the open one',
    input: reportInput,
    output: z.object({ reportId: z.number(), reason: z.enum(reportReasons), urgent: z.boolean(), updated: z.boolean() }),
    access: 'user',
    policy: 'access',
    notImpersonating: true,
    handler: async ({ profileId, reason, text }, { db, actor, locale }) => {
      const { report, updated } = await service.reportProfile(db, actor, profileId, { reason, text }, locale);
      return { reportId: report.id, reason: report.reason, urgent: report.urgent, updated };
    },
  }),
};

/** Added to the Common controller (spec §7 Common). */
export const commonActions = {
  AddProfilePageNewDesignFeedback: defineAction({
    method: 'POST',
    summary: "Stores a member's feedback on the profile page's new design: a rating 1–5, an optional comment, and the profile it was given on",
    input: feedbackInput,
    output: z.object({ success: z.literal(true) }),
    access: 'user',
    policy: 'access',
    notImpersonating: true,
    handler: async (input, { db, viewer, locale }) => {
      await service.addProfilePageFeedback(db, viewer.id, input, locale);
      return { success: true as const };
    },
  }),
};
