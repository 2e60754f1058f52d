// The dashboard's account settings: download everything stored about the signed-in person, and
// delete the account with all of it.
import * as z from 'zod';
import { advisorConversationExport } from './advisor';
import { caseNoteExport, caseMessageSentExport, expertRequestExport } from './cases';
import { endpoint, userTokenErrorCodes } from './endpoint';
import { expertProfile, expertReviewExport } from './experts';
import { exportedNewsSubscription } from './news';
import { assessmentResultSchema, assessmentTypeSchema } from './result';
import { teamRoundExport, teamRoundResult } from './team-rounds';

const isoOrNull = z.iso.datetime().nullable();
const isoOptional = z.iso.datetime().optional();

/** GoTrue's identity object (fields it leaves out are absent, not null). */
export const identitySchema = z.object({
  identity_id: z.uuid(),
  id: z.string(),
  user_id: z.uuid(),
  identity_data: z.record(z.string(), z.unknown()),
  provider: z.string(),
  last_sign_in_at: isoOptional,
  created_at: isoOptional,
  updated_at: isoOptional,
  email: z.string().optional(),
});

/** GoTrue's user object, as GET /auth/v1/user answers it. */
export const userSchema = z.object({
  id: z.uuid(),
  aud: z.string(),
  role: z.string(),
  email: z.string(),
  email_confirmed_at: isoOptional,
  phone: z.string(),
  confirmation_sent_at: isoOptional,
  confirmed_at: isoOptional,
  recovery_sent_at: isoOptional,
  new_email: z.string().optional(),
  email_change_sent_at: isoOptional,
  last_sign_in_at: isoOptional,
  app_metadata: z.record(z.string(), z.unknown()),
  user_metadata: z.record(z.string(), z.unknown()),
  identities: z.array(identitySchema),
  created_at: isoOptional,
  updated_at: isoOptional,
  is_anonymous: z.boolean(),
});

export const accountExportResponse = z.object({
  exported_at: z.iso.datetime(),
  /** Never the password hash or token hashes. */
  user: userSchema,
  /** Without refresh tokens. */
  sessions: z.array(
    z.object({
      id: z.uuid(),
      created_at: isoOrNull,
      updated_at: isoOrNull,
      user_agent: z.string().nullable(),
      ip: z.string().nullable(),
    }),
  ),
  /** Guest sign-ins with the account's address. */
  guest_leads: z.array(
    z.object({
      id: z.uuid(),
      email: z.string(),
      first_name: z.string(),
      lang: z.string(),
      consent_at: isoOrNull,
      created_at: isoOrNull,
      updated_at: isoOrNull,
    }),
  ),
  /** The user's results and those made as a guest with the same address, newest first. */
  assessment_results: z.array(
    z.object({
      id: z.uuid(),
      type: assessmentTypeSchema,
      version: z.number().int(),
      lang: z.string(),
      created_at: isoOrNull,
      answers: z.record(z.string(), z.number()),
      result: assessmentResultSchema,
      share_token: z.string(),
      partner_id: z.uuid().nullable(),
      guest_lead_id: z.uuid().nullable(),
    }),
  ),
  /** Ticked checklist items of the user and of guest sign-ins with the same address. */
  checklist_progress: z.array(
    z.object({
      checklist: z.string(),
      item: z.string(),
      updated_at: z.iso.datetime(),
      guest_lead_id: z.uuid().nullable(),
    }),
  ),
  /** The premium advisor's conversations (with messages and summaries) of the user and of guest sign-ins with the same address, latest first. */
  advisor_conversations: z.array(advisorConversationExport),
  /** Requests for a human expert of the user and of guest sign-ins with the same address (with history, appointments and messages), latest first. */
  expert_requests: z.array(expertRequestExport),
  /** As an expert: the private notes the user wrote on cases, latest first. */
  case_notes: z.array(caseNoteExport),
  /** As an expert: the messages the user wrote to clients (they stay in the client's case), latest first. */
  case_messages_sent: z.array(caseMessageSentExport),
  /** Files in the user's Storage folders (`<user id>/…` of every bucket); download them with supabase.storage. */
  storage_objects: z.array(
    z.object({
      bucket_id: z.string(),
      name: z.string(),
      size: z.number().int().nonnegative().nullable(),
      mimetype: z.string().nullable(),
      created_at: isoOrNull,
      updated_at: isoOrNull,
    }),
  ),
  /** The user's expert profile and application, null when there is none. */
  expert_profile: expertProfile.nullable(),
  /** Every decision on the expert profile, latest first. */
  expert_reviews: z.array(expertReviewExport),
  /** The news subscription of the account's (confirmed) address with its consent, null when there is none. */
  news_subscription: exportedNewsSubscription.nullable(),
  /** Team rounds the user started (and those started as a guest with the same address), latest first: settings, counts and the published result; nothing per member exists. */
  team_rounds: z.array(teamRoundExport.shape.round.extend({ result: teamRoundResult.nullable() })),
});

/** Anything but exactly `{ "confirm": true }` is refused, an empty or unreadable body too. */
export const accountDeleteBody = z.object({ confirm: z.literal(true) });

export const accountDeleteResponse = z.object({ deleted: z.literal(true) });

export type AccountExportResponse = z.infer<typeof accountExportResponse>;
export type AccountDeleteBody = z.input<typeof accountDeleteBody>;
export type AccountDeleteResponse = z.infer<typeof accountDeleteResponse>;

const userErrors = ['no_authorization', ...userTokenErrorCodes] as const;

export const accountEndpoints = {
  exportAccount: endpoint({
    method: 'POST',
    path: '/account-export',
    summary: 'Everything stored about the signed-in person, as one JSON document.',
    caller: 'user',
    status: 200,
    response: accountExportResponse,
    errors: userErrors,
  }),
  deleteAccount: endpoint({
    method: 'POST',
    path: '/account-delete',
    summary:
      'Deletes the account with its identities, sessions, results, checklist ticks, advisor conversations, expert requests, expert profile and its decisions, Storage files, guest sign-ins, team rounds (with their tallies, invitations and unsent mails), the news subscription of its address and mails to its addresses.',
    caller: 'user',
    body: accountDeleteBody,
    status: 200,
    response: accountDeleteResponse,
    errors: [...userErrors, 'validation_failed'],
  }),
};
