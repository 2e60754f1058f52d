// The expert portal through supabase-js against the real api: the profile's states for every
// kind of caller, the admin review with its records and mails, the public directory and the
// case data behind an approved expert's aal2 session.
import type {
  ExpertApplicationDetail,
  ExpertProfile,
  PublicExpert,
  PublicExpertProfile,
  ExpertReview,
  ExpertApplicationSummary,
} from '@cc/shared-contract';
import { eq, sql } from 'drizzle-orm';
import {
  auditLogEntries,
  expertProfiles,
  expertRequests,
  expertReviews,
  objects,
} from '../../../platform/db/all-tables';
import {
  completeProfile,
  invoke,
  makeAdmin,
  putCredential,
  raiseToAal2,
  signedInUser,
  type SignedIn,
} from '../../../test/experts';
import { startTestApi, type TestApi } from '../../../test/harness';

let api: TestApi;
let admin: SignedIn;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signedInUser(api, 'admin');
  await makeAdmin(api, admin.id);
  // Reviewing experts needs a second factor in the admin's session.
  await raiseToAal2(admin);
});

afterAll(async () => {
  await api.close();
});

type ProfileAnswer = { profile: ExpertProfile };

/** A signed-in user with a saved complete profile and one credential document in storage. */
async function applicant(overrides: Record<string, unknown> = {}): Promise<SignedIn> {
  const user = await signedInUser(api);
  const path = await putCredential(user, 'zertifikat.pdf');
  const saved = await invoke<ProfileAnswer>(user.client, 'expert-profile', {
    method: 'PUT',
    body: { ...completeProfile, credential_paths: [path], ...overrides },
  });
  expect(saved.status).toBe(200);
  return user;
}

async function submitted(overrides: Record<string, unknown> = {}): Promise<SignedIn> {
  const user = await applicant(overrides);
  const answer = await invoke<ProfileAnswer>(user.client, 'expert-profile/submit', { method: 'POST' });
  expect(answer.status).toBe(200);
  expect(answer.body.profile.status).toBe('submitted');
  return user;
}

const decide = (by: SignedIn, id: string, body: Record<string, unknown>) =>
  invoke<{ application: ExpertProfile; review: ExpertReview }>(by.client, `expert-applications/${id}/decision`, {
    method: 'POST',
    body,
  });

async function approved(overrides: Record<string, unknown> = {}): Promise<SignedIn> {
  const user = await submitted(overrides);
  expect((await decide(admin, user.id, { decision: 'approve' })).status).toBe(200);
  return user;
}

const statusOf = async (id: string) =>
  (await api.db.select({ status: expertProfiles.status }).from(expertProfiles).where(eq(expertProfiles.userId, id)))[0]
    ?.status;

describe('own profile', () => {
  it('answers { profile: null } before the first save, then the saved draft', async () => {
    const user = await signedInUser(api);
    expect(await invoke(user.client, 'expert-profile')).toEqual({ status: 200, body: { profile: null } });

    const saved = await invoke<ProfileAnswer>(user.client, 'expert-profile', {
      method: 'PUT',
      body: { display_name: '  Anna  ', focus_areas: ['team'], lang: 'en' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({
      user_id: user.id,
      status: 'draft',
      display_name: 'Anna',
      focus_areas: ['team'],
      languages: [],
      currency: 'EUR',
      lang: 'en',
      submitted_at: null,
    });

    // Partial: only the sent fields change; null clears one.
    const again = await invoke<ProfileAnswer>(user.client, 'expert-profile', {
      method: 'PUT',
      body: { title: 'Coach', focus_areas: [], display_name: null },
    });
    expect(again.body.profile).toMatchObject({ display_name: null, title: 'Coach', focus_areas: [], lang: 'en' });
    expect((await invoke<ProfileAnswer>(user.client, 'expert-profile')).body.profile.title).toBe('Coach');
  });

  it('refuses anonymous callers and guests: an expert needs an account', async () => {
    const anonymous = api.client();
    for (const [name, method] of [
      ['expert-profile', 'GET'],
      ['expert-profile', 'PUT'],
      ['expert-profile/submit', 'POST'],
      ['expert-profile/withdraw', 'POST'],
    ] as const) {
      const answer = await invoke(anonymous, name, { method, ...(method === 'PUT' ? { body: {} } : {}) });
      expect(answer).toMatchObject({ status: 401, body: { code: 'not_authenticated' } });
    }
    const guest = await api.request('/functions/v1/guest-session', {
      method: 'POST',
      json: { email: 'gast@example.com', firstName: 'Gina', consent: true, lang: 'de' },
    });
    const { guest_token } = (await guest.json()) as { guest_token: string };
    const asGuest = await invoke(anonymous, 'expert-profile', { headers: { 'x-guest-token': guest_token } });
    expect(asGuest).toMatchObject({ status: 401, body: { code: 'not_authenticated' } });
  });

  it('answers every refused field at once, next to its field', async () => {
    const user = await signedInUser(api);
    const answer = await invoke(user.client, 'expert-profile', {
      method: 'PUT',
      body: {
        display_name: 'x'.repeat(81),
        bio_de: 'y'.repeat(2001),
        focus_areas: ['team', 'astrology'],
        languages: 'de',
        fee_per_hour_cents: '150',
        formats: ['online', 'online'],
        status: 'approved',
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'expert_profile_invalid' });
    expect((answer.body as { details: { fields: unknown[] } }).details.fields).toEqual(
      expect.arrayContaining([
        { field: 'display_name', reason: 'too_long', max: 80 },
        { field: 'bio_de', reason: 'too_long', max: 2000 },
        { field: 'focus_areas', index: 1, reason: 'unknown_value' },
        { field: 'languages', reason: 'invalid' },
        { field: 'fee_per_hour_cents', reason: 'invalid' },
        { field: 'formats', index: 1, reason: 'duplicate' },
        { field: 'status', reason: 'unknown_field' },
      ]),
    );
    // Nothing was stored, the status least of all.
    expect(await statusOf(user.id)).toBeUndefined();
  });

  it('refuses a body that is not an object, and empty or unreadable bodies', async () => {
    const user = await signedInUser(api);
    const notObject = await invoke(user.client, 'expert-profile', { method: 'PUT', body: ['display_name'] });
    expect(notObject).toMatchObject({ status: 400, body: { code: 'expert_profile_invalid' } });
    const empty = await api.request('/functions/v1/expert-profile', {
      method: 'PUT',
      headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
      body: '',
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'bad_json' });
  });

  it('stores markup as the typed text and answers it as JSON text', async () => {
    const user = await signedInUser(api);
    const script = '<script>alert("x")</script> & <b onclick=evil()>Mediation</b>';
    const saved = await invoke<ProfileAnswer>(user.client, 'expert-profile', {
      method: 'PUT',
      body: { display_name: script.slice(0, 80), bio_en: script },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.profile.bio_en).toBe(script);
    const [row] = await api.db.select().from(expertProfiles).where(eq(expertProfiles.userId, user.id));
    expect(row!.bioEn).toBe(script);
  });

  it('refuses object paths outside the caller’s own folder', async () => {
    const user = await signedInUser(api);
    const other = await signedInUser(api);
    const answer = await invoke(user.client, 'expert-profile', {
      method: 'PUT',
      body: {
        photo_path: `${other.id}/face.png`,
        credential_paths: [`${user.id}/ok.pdf`, `${other.id}/cert.pdf`, '../x'],
      },
    });
    expect(answer.status).toBe(400);
    expect((answer.body as { details: { fields: unknown[] } }).details.fields).toEqual([
      { field: 'credential_paths', index: 2, reason: 'invalid' },
    ]);
    const foreign = await invoke(user.client, 'expert-profile', {
      method: 'PUT',
      body: { photo_path: `${other.id}/face.png`, credential_paths: [`${user.id}/ok.pdf`, `${other.id}/cert.pdf`] },
    });
    expect((foreign.body as { details: { fields: unknown[] } }).details.fields).toEqual([
      { field: 'photo_path', reason: 'not_own_object' },
      { field: 'credential_paths', index: 1, reason: 'not_own_object' },
    ]);
  });
});

describe('submitting and withdrawing', () => {
  it('lists what is missing, and refuses documents that are not in storage', async () => {
    const user = await signedInUser(api);
    expect(await invoke(user.client, 'expert-profile/submit', { method: 'POST' })).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    });
    await invoke(user.client, 'expert-profile', { method: 'PUT', body: { formats: ['in_person'] } });
    const empty = await invoke(user.client, 'expert-profile/submit', { method: 'POST' });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ code: 'expert_profile_incomplete' });
    expect(
      (empty.body as { details: { fields: Array<{ field: string }> } }).details.fields.map((f) => f.field),
    ).toEqual([
      'display_name',
      'bio',
      'focus_areas',
      'languages',
      'city_region',
      'fee_per_hour_cents',
      'qualifications',
      'credential_paths',
    ]);

    await invoke(user.client, 'expert-profile', {
      method: 'PUT',
      body: { ...completeProfile, credential_paths: [`${user.id}/never-uploaded.pdf`] },
    });
    const missing = await invoke(user.client, 'expert-profile/submit', { method: 'POST' });
    expect(missing).toMatchObject({
      status: 422,
      body: {
        code: 'expert_profile_incomplete',
        details: { fields: [{ field: 'credential_paths', index: 0, reason: 'missing_object' }] },
      },
    });
    expect(await statusOf(user.id)).toBe('draft');
  });

  it('submits a complete draft, locks it for editing, and withdraws it to a draft', async () => {
    const user = await submitted();
    const locked = await invoke(user.client, 'expert-profile', { method: 'PUT', body: { title: 'Neu' } });
    expect(locked).toMatchObject({
      status: 409,
      body: { code: 'expert_profile_locked', details: { status: 'submitted' } },
    });
    expect(await invoke(user.client, 'expert-profile/submit', { method: 'POST' })).toMatchObject({
      status: 409,
      body: { code: 'expert_status_conflict', details: { status: 'submitted' } },
    });

    const withdrawn = await invoke<ProfileAnswer>(user.client, 'expert-profile/withdraw', { method: 'POST' });
    expect(withdrawn.body.profile).toMatchObject({ status: 'draft', submitted_at: null });
    expect(await invoke(user.client, 'expert-profile/withdraw', { method: 'POST' })).toMatchObject({
      status: 409,
      body: { code: 'expert_status_conflict', details: { status: 'draft' } },
    });
    expect((await invoke(user.client, 'expert-profile', { method: 'PUT', body: { title: 'Neu' } })).status).toBe(200);
  });
});

describe('admin review', () => {
  it('is for admins only: anonymous 401, users and experts 403 admin_required', async () => {
    const user = await submitted();
    const expert = await approved();
    const calls = [
      ['expert-applications', 'GET', undefined],
      [`expert-applications/${user.id}`, 'GET', undefined],
      [`expert-applications/${user.id}/decision`, 'POST', { decision: 'approve' }],
    ] as const;
    for (const [name, method, body] of calls) {
      expect(await invoke(api.client(), name, { method, body })).toMatchObject({
        status: 401,
        body: { code: 'not_authenticated' },
      });
      for (const caller of [user, expert]) {
        expect(await invoke(caller.client, name, { method, body })).toMatchObject({
          status: 403,
          body: { code: 'admin_required' },
        });
      }
    }
    expect(await statusOf(user.id)).toBe('submitted');
  });

  it('asks an admin without a second factor in the session for it (403 insufficient_aal), as case data does', async () => {
    const user = await submitted();
    const fresh = await signedInUser(api, 'admin');
    await makeAdmin(api, fresh.id);
    const calls = [
      ['expert-applications', 'GET', undefined],
      [`expert-applications/${user.id}`, 'GET', undefined],
      [`expert-applications/${user.id}/decision`, 'POST', { decision: 'approve' }],
    ] as const;
    for (const [name, method, body] of calls) {
      expect(await invoke(fresh.client, name, { method, body })).toMatchObject({
        status: 403,
        body: {
          code: 'insufficient_aal',
          message: 'AAL2 required: verify a second factor (TOTP) in this session first',
        },
      });
    }
    expect(await statusOf(user.id)).toBe('submitted');
    // Enrolled and verified: the same admin reviews.
    await raiseToAal2(fresh);
    expect((await decide(fresh, user.id, { decision: 'approve' })).status).toBe(200);
  });

  it('lists submitted applications oldest first, paged, and other statuses on request', async () => {
    const first = await submitted();
    const second = await submitted();
    const draft = await applicant();
    const all: ExpertApplicationSummary[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await invoke<{ applications: ExpertApplicationSummary[]; total: number; per_page: number }>(
        admin.client,
        `expert-applications?per_page=2&page=${page}`,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.per_page).toBe(2);
      all.push(...answer.body.applications);
      if (answer.body.applications.length < 2) {
        expect(answer.body.total).toBe(all.length);
        break;
      }
    }
    expect(all.every((application) => application.status === 'submitted')).toBe(true);
    const ids = all.map((application) => application.user_id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids).not.toContain(draft.id);
    expect(all.find((application) => application.user_id === first.id)?.email).toBe(first.email);

    const drafts = await invoke<{ applications: ExpertApplicationSummary[] }>(
      admin.client,
      'expert-applications?status=draft&per_page=100',
    );
    expect(drafts.body.applications.map((application) => application.user_id)).toContain(draft.id);
    expect(await invoke(admin.client, 'expert-applications?status=published')).toMatchObject({
      status: 400,
      body: { code: 'validation_failed' },
    });
    expect(await invoke(admin.client, 'expert-applications?per_page=101')).toMatchObject({ status: 400 });
  });

  it('shows one application with its documents’ metadata and its decisions', async () => {
    const user = await submitted();
    const answer = await invoke<ExpertApplicationDetail>(admin.client, `expert-applications/${user.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.application).toMatchObject({ user_id: user.id, email: user.email, status: 'submitted' });
    expect(answer.body.documents).toEqual([
      {
        bucket: 'credentials',
        path: `${user.id}/zertifikat.pdf`,
        name: 'zertifikat.pdf',
        size: expect.any(Number),
        content_type: 'application/pdf',
        created_at: expect.any(String),
        missing: false,
      },
    ]);
    expect(answer.body.reviews).toEqual([]);
    expect(await invoke(admin.client, `expert-applications/${admin.id}`)).toMatchObject({ status: 404 });
    expect(await invoke(admin.client, 'expert-applications/not-a-uuid')).toMatchObject({ status: 404 });
  });

  it('approves, records and mails the decision in the expert’s language', async () => {
    const user = await submitted({ lang: 'en' });
    const answer = await decide(admin, user.id, { decision: 'approve', reason: 'Welcome aboard' });
    expect(answer.status).toBe(200);
    expect(answer.body.application).toMatchObject({ status: 'approved', status_reason: null });
    expect(answer.body.review).toMatchObject({
      decision: 'approve',
      from_status: 'submitted',
      to_status: 'approved',
      reviewer_id: admin.id,
      reviewer_email: admin.email,
      by_service_role: false,
    });
    const mail = await api.mail.take(user.email, /expert profile is approved/);
    expect(mail.text).toContain('two-factor');
    // In the audit record too, in the same transaction.
    const audit = await api.db
      .select()
      .from(auditLogEntries)
      .where(sql`${auditLogEntries.payload}->'traits'->>'user_id' = ${user.id}`);
    expect(audit.map((entry) => entry.payload)).toEqual([
      expect.objectContaining({
        action: 'expert_approved',
        log_type: 'expert',
        actor_id: admin.id,
        actor_username: admin.email,
        traits: expect.objectContaining({
          from_status: 'submitted',
          to_status: 'approved',
          review_id: answer.body.review.id,
        }),
      }),
    ]);
    expect(mail.text).toContain('http://localhost:3000/expert-portal');

    // Only legal transitions: approving again, rejecting or reinstating an approved profile is 409.
    for (const decision of ['approve', 'reinstate']) {
      expect(await decide(admin, user.id, { decision })).toMatchObject({
        status: 409,
        body: { code: 'expert_status_conflict', details: { status: 'approved' } },
      });
    }
    expect(await decide(admin, user.id, { decision: 'reject', reason: 'x' })).toMatchObject({ status: 409 });
  });

  it('rejects only with a reason, mails it (escaped) in German with a link to resubmit, and the expert resubmits', async () => {
    const user = await submitted({ lang: 'de' });
    for (const reason of [undefined, '', '   ']) {
      expect(
        await decide(admin, user.id, { decision: 'reject', ...(reason === undefined ? {} : { reason }) }),
      ).toMatchObject({
        status: 400,
        body: { code: 'reason_required' },
      });
    }
    expect(await decide(admin, user.id, { decision: 'reject', reason: 'r'.repeat(1001) })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', details: { fields: [{ field: 'reason', reason: 'too_long', max: 1000 }] } },
    });
    expect(await decide(admin, user.id, { decision: 'ban', reason: 'x' })).toMatchObject({ status: 400 });

    const reason = 'Bitte lade dein Zertifikat <vollständig> hoch.';
    const answer = await decide(admin, user.id, { decision: 'reject', reason });
    expect(answer.body.application).toMatchObject({ status: 'rejected', status_reason: reason });
    const mail = await api.mail.take(user.email, /Bewerbung/);
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain('http://localhost:3000/expert-portal/application');
    expect(mail.html).toContain('Bitte lade dein Zertifikat &lt;vollständig&gt; hoch.');
    expect(mail.html).not.toContain('<vollständig>');

    // The expert sees the reason, edits and resubmits.
    const own = await invoke<ProfileAnswer>(user.client, 'expert-profile');
    expect(own.body.profile).toMatchObject({ status: 'rejected', status_reason: reason });
    expect((await invoke(user.client, 'expert-profile', { method: 'PUT', body: { title: 'Mediatorin' } })).status).toBe(
      200,
    );
    const again = await invoke<ProfileAnswer>(user.client, 'expert-profile/submit', { method: 'POST' });
    expect(again.body.profile).toMatchObject({ status: 'submitted', status_reason: null });
  });

  it('suspends with a reason and reinstates; each decision is recorded, latest first', async () => {
    const user = await approved({ lang: 'en' });
    expect(await decide(admin, user.id, { decision: 'suspend' })).toMatchObject({
      status: 400,
      body: { code: 'reason_required' },
    });
    const suspended = await decide(admin, user.id, { decision: 'suspend', reason: 'Complaint under review' });
    expect(suspended.body.application).toMatchObject({ status: 'suspended', status_reason: 'Complaint under review' });
    const mail = await api.mail.take(user.email, /suspended/);
    expect(mail.text).toContain('Complaint under review');
    expect(await invoke(user.client, 'expert-profile', { method: 'PUT', body: { title: 'x' } })).toMatchObject({
      status: 409,
      body: { code: 'expert_profile_locked', details: { status: 'suspended' } },
    });
    expect(await invoke(user.client, 'expert-profile/submit', { method: 'POST' })).toMatchObject({ status: 409 });

    const reinstated = await decide(admin, user.id, { decision: 'reinstate' });
    expect(reinstated.body.application).toMatchObject({ status: 'approved', status_reason: null });
    await api.mail.take(user.email, /approved again/);

    const detail = await invoke<ExpertApplicationDetail>(admin.client, `expert-applications/${user.id}`);
    expect(detail.body.reviews.map((review) => [review.decision, review.from_status, review.to_status])).toEqual([
      ['reinstate', 'suspended', 'approved'],
      ['suspend', 'approved', 'suspended'],
      ['approve', 'submitted', 'approved'],
    ]);
  });

  it('the service-role key (the admin CLI) reviews too, recorded as the service role', async () => {
    const service = api.adminClient();
    const user = await submitted({ lang: 'en' });
    const queue = await invoke<{ applications: ExpertApplicationSummary[] }>(
      service,
      'expert-applications?per_page=100',
    );
    expect(queue.status).toBe(200);
    expect(queue.body.applications.map((application) => application.user_id)).toContain(user.id);
    expect((await invoke(service, `expert-applications/${user.id}`)).status).toBe(200);
    const answer = await invoke<{ review: ExpertReview }>(service, `expert-applications/${user.id}/decision`, {
      method: 'POST',
      body: { decision: 'reject', reason: 'Certificate unreadable' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.review).toMatchObject({ by_service_role: true, reviewer_id: null, reviewer_email: null });
    const mail = await api.mail.take(user.email, /expert application/);
    expect(mail.text).toContain('Certificate unreadable');
    // The service role is no account: the expert's own endpoints refuse it.
    expect(await invoke(service, 'expert-profile')).toMatchObject({ status: 401 });
  });

  it('a guest token does not review', async () => {
    const guest = await api.request('/functions/v1/guest-session', {
      method: 'POST',
      json: { email: 'gast-review@example.com', firstName: 'Gina', consent: true, lang: 'de' },
    });
    const { guest_token } = (await guest.json()) as { guest_token: string };
    expect(
      await invoke(api.client(), 'expert-applications', { headers: { 'x-guest-token': guest_token } }),
    ).toMatchObject({ status: 401, body: { code: 'not_authenticated' } });
  });

  it('an admin cannot decide on their own profile; another admin can', async () => {
    const second = await signedInUser(api, 'admin');
    await makeAdmin(api, second.id);
    await raiseToAal2(second);
    const path = await putCredential(second, 'cert.pdf');
    await invoke(second.client, 'expert-profile', {
      method: 'PUT',
      body: { ...completeProfile, credential_paths: [path] },
    });
    await invoke(second.client, 'expert-profile/submit', { method: 'POST' });
    expect(await decide(second, second.id, { decision: 'approve' })).toMatchObject({
      status: 403,
      body: { code: 'expert_self_review' },
    });
    expect(await statusOf(second.id)).toBe('submitted');
    expect((await decide(admin, second.id, { decision: 'approve' })).status).toBe(200);
  });

  it('reads the role from the database: a token issued before the role was removed no longer reviews', async () => {
    const former = await signedInUser(api, 'admin');
    await makeAdmin(api, former.id);
    await raiseToAal2(former);
    expect((await invoke(former.client, 'expert-applications')).status).toBe(200);
    const { error } = await api.adminClient().auth.admin.updateUserById(former.id, { app_metadata: { role: null } });
    expect(error).toBeNull();
    expect(await invoke(former.client, 'expert-applications')).toMatchObject({
      status: 403,
      body: { code: 'admin_required' },
    });
  });
});

describe('editing an approved profile', () => {
  it('keeps presentation changes live, and sends changed qualifications back to review', async () => {
    const user = await approved();
    const live = await invoke<ProfileAnswer>(user.client, 'expert-profile', {
      method: 'PUT',
      body: { title: 'Coach' },
    });
    expect(live.body.profile).toMatchObject({ status: 'approved', title: 'Coach' });

    const emptied = await invoke(user.client, 'expert-profile', { method: 'PUT', body: { display_name: null } });
    expect(emptied).toMatchObject({ status: 422, body: { code: 'expert_profile_incomplete' } });
    expect(await statusOf(user.id)).toBe('approved');

    const same = await invoke<ProfileAnswer>(user.client, 'expert-profile', {
      method: 'PUT',
      body: { qualifications: completeProfile.qualifications },
    });
    expect(same.body.profile.status).toBe('approved');

    const changed = await invoke<ProfileAnswer>(user.client, 'expert-profile', {
      method: 'PUT',
      body: { qualifications: 'Neu: Master Mediation (2024).' },
    });
    expect(changed.body.profile).toMatchObject({
      status: 'submitted',
      qualifications: 'Neu: Master Mediation (2024).',
    });
    const directory = await invoke<{ experts: PublicExpert[] }>(api.client(), 'expert-directory?per_page=100');
    expect(directory.body.experts.map((expert) => expert.id)).not.toContain(user.id);
  });
});

describe('public directory', () => {
  it('lists approved experts only, without documents, reasons or addresses; a suspended one disappears', async () => {
    const listed = await approved({ focus_areas: ['investors_board'], languages: ['fr'] });
    const pending = await submitted({ focus_areas: ['investors_board'] });
    const anonymous = api.client();
    const directory = await invoke<{ experts: PublicExpert[]; total: number }>(
      anonymous,
      'expert-directory?focus_area=investors_board&per_page=100',
    );
    expect(directory.status).toBe(200);
    const ids = directory.body.experts.map((expert) => expert.id);
    expect(ids).toContain(listed.id);
    expect(ids).not.toContain(pending.id);
    const entry = directory.body.experts.find((expert) => expert.id === listed.id)!;
    expect(Object.keys(entry).sort()).toEqual(
      [
        'approved_at',
        'bio_de',
        'bio_en',
        'city_region',
        'currency',
        'display_name',
        'fee_per_hour_cents',
        'first_talk_free',
        'focus_areas',
        'formats',
        'id',
        'languages',
        'photo_url',
        'title',
      ].sort(),
    );
    // The profile page adds the qualifications the review verified, nothing else.
    const page = await invoke<PublicExpertProfile>(anonymous, `expert-directory/${listed.id}`);
    expect(page.body).toEqual({ ...entry, qualifications: completeProfile.qualifications });
    expect(await invoke(anonymous, `expert-directory/${pending.id}`)).toMatchObject({ status: 404 });
    const french = await invoke<{ experts: PublicExpert[] }>(anonymous, 'expert-directory?language=fr&per_page=100');
    expect(french.body.experts.map((expert) => expert.id)).toEqual([listed.id]);
    expect(await invoke(anonymous, 'expert-directory?focus_area=astrology')).toMatchObject({ status: 400 });

    await decide(admin, listed.id, { decision: 'suspend', reason: 'Pause' });
    const after = await invoke<{ experts: PublicExpert[] }>(anonymous, 'expert-directory?per_page=100');
    expect(after.body.experts.map((expert) => expert.id)).not.toContain(listed.id);
    expect(await invoke(anonymous, `expert-directory/${listed.id}`)).toMatchObject({ status: 404 });
  });

  it('filters by region: part of the city or region, case-insensitive, taken literally', async () => {
    const hamburg = await approved({ city_region: 'Hamburg-Altona', focus_areas: ['intercultural'] });
    const munich = await approved({ city_region: 'München', focus_areas: ['intercultural'] });
    const online = await approved({ formats: ['online'], city_region: null, focus_areas: ['intercultural'] });
    const ids = async (query: string) =>
      (
        await invoke<{ experts: PublicExpert[]; total: number }>(
          api.client(),
          `expert-directory?focus_area=intercultural&per_page=100&${query}`,
        )
      ).body.experts.map((expert) => expert.id);
    expect(await ids('region=altona')).toEqual([hamburg.id]);
    expect(await ids(`region=${encodeURIComponent(' MÜNCHEN ')}`)).toEqual([munich.id]);
    // % and _ are characters, not wildcards.
    expect(await ids('region=%25')).toEqual([]);
    expect(await ids('region=_')).toEqual([]);
    // Empty is any region (online-only experts included).
    expect(await ids('region=')).toEqual(expect.arrayContaining([hamburg.id, munich.id, online.id]));
    // Every refused field is named, for a form to show next to it.
    expect(await invoke(api.client(), `expert-directory?region=${'x'.repeat(121)}&format=by_pigeon`)).toMatchObject({
      status: 400,
      body: {
        code: 'validation_failed',
        details: {
          fields: expect.arrayContaining([
            { field: 'region', reason: 'too_long', max: 120 },
            { field: 'format', reason: 'unknown_value' },
          ]),
        },
      },
    });
  });

  it('answers the photo’s public storage URL', async () => {
    const user = await approved();
    await invoke(user.client, 'expert-profile', { method: 'PUT', body: { photo_path: `${user.id}/foto bild.png` } });
    const entry = await invoke<PublicExpert>(api.client(), `expert-directory/${user.id}`);
    expect(entry.body.photo_url).toBe(
      `${api.config.apiExternalUrl}/storage/v1/object/public/avatars/${user.id}/foto%20bild.png`,
    );
  });
});

describe('case data', () => {
  it('answers 401 without an account and 403 expert_not_approved to anyone but an approved expert', async () => {
    expect(await invoke(api.client(), 'expert-cases')).toMatchObject({
      status: 401,
      body: { code: 'not_authenticated' },
    });
    const plain = await signedInUser(api);
    const pending = await submitted();
    for (const caller of [plain, pending, admin]) {
      expect(await invoke(caller.client, 'expert-cases')).toMatchObject({
        status: 403,
        body: { code: 'expert_not_approved' },
      });
    }
  });

  it('answers 403 insufficient_aal to an approved expert below aal2, and the open requests at aal2', async () => {
    const expert = await approved();
    expect(await invoke(expert.client, 'expert-cases')).toMatchObject({
      status: 403,
      body: { code: 'insufficient_aal' },
    });

    // An open request from the advisor's handoff (a guest's), and one that is no longer open.
    const guest = await api.request('/functions/v1/guest-session', {
      method: 'POST',
      json: { email: 'ratsuchend@example.com', firstName: 'Rita', consent: true, lang: 'de' },
    });
    const { guest_token } = (await guest.json()) as { guest_token: string };
    const create = (topic: string) =>
      api.request('/functions/v1/expert-requests', {
        method: 'POST',
        headers: { 'x-guest-token': guest_token },
        json: { topic, lang: 'de', summary: 'Wir streiten über Rollen.', consent: true },
      });
    const open = (await (await create('Streit im Gründerteam')).json()) as { id: string };
    const closed = (await (await create('Erledigt')).json()) as { id: string };
    await api.db.update(expertRequests).set({ status: 'abgeschlossen' }).where(eq(expertRequests.id, closed.id));

    await raiseToAal2(expert);
    const answer = await invoke<{ inbox: Array<Record<string, unknown>> }>(expert.client, 'expert-cases');
    expect(answer.status).toBe(200);
    const ids = answer.body.inbox.map((item) => item.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(closed.id);
    // No contact data before accepting.
    const item = answer.body.inbox.find((entry) => entry.id === open.id);
    expect(item).toMatchObject({ id: open.id, topic: 'Streit im Gründerteam', lang: 'de', status: 'neu' });
    expect(JSON.stringify(item)).not.toContain('@');

    // Suspended: no case data, whatever the session.
    await decide(admin, expert.id, { decision: 'suspend', reason: 'Pause' });
    expect(await invoke(expert.client, 'expert-cases')).toMatchObject({
      status: 403,
      body: { code: 'expert_not_approved' },
    });
  });

  it('answers 403 expert_not_approved to a non-expert even at aal2', async () => {
    const user = await signedInUser(api);
    await raiseToAal2(user);
    expect(await invoke(user.client, 'expert-cases')).toMatchObject({
      status: 403,
      body: { code: 'expert_not_approved' },
    });
  });
});

describe('account data', () => {
  it('the export lists the profile and its decisions, without the admin’s identity', async () => {
    const user = await submitted();
    await decide(admin, user.id, { decision: 'reject', reason: 'Zertifikat fehlt' });
    const answer = await invoke<{ expert_profile: ExpertProfile | null; expert_reviews: unknown[] }>(
      user.client,
      'account-export',
      { method: 'POST' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.expert_profile).toMatchObject({
      user_id: user.id,
      status: 'rejected',
      status_reason: 'Zertifikat fehlt',
    });
    expect(answer.body.expert_reviews).toEqual([
      {
        id: expect.any(String),
        decision: 'reject',
        from_status: 'submitted',
        to_status: 'rejected',
        reason: 'Zertifikat fehlt',
        by_service_role: false,
        created_at: expect.any(String),
      },
    ]);
    const none = await signedInUser(api);
    const empty = await invoke<{ expert_profile: null; expert_reviews: unknown[] }>(none.client, 'account-export', {
      method: 'POST',
    });
    expect(empty.body).toMatchObject({ expert_profile: null, expert_reviews: [] });
  });

  it('deleting the account deletes the profile and its decisions', async () => {
    const user = await approved();
    expect(await api.db.select().from(expertReviews).where(eq(expertReviews.expertId, user.id))).toHaveLength(1);
    const deleted = await invoke(user.client, 'account-delete', { method: 'POST', body: { confirm: true } });
    expect(deleted.status).toBe(200);
    expect(await statusOf(user.id)).toBeUndefined();
    expect(await api.db.select().from(expertReviews).where(eq(expertReviews.expertId, user.id))).toHaveLength(0);
    // Storage removes the documents with the account.
    expect(
      await api.db
        .select()
        .from(objects)
        .where(eq(objects.name, `${user.id}/zertifikat.pdf`)),
    ).toHaveLength(0);
  });

  it('deleting an admin keeps their decisions on record, without the admin’s id or address', async () => {
    const reviewer = await signedInUser(api, 'admin');
    await makeAdmin(api, reviewer.id);
    await raiseToAal2(reviewer);
    const user = await submitted();
    await decide(reviewer, user.id, { decision: 'approve' });
    expect((await invoke(reviewer.client, 'account-delete', { method: 'POST', body: { confirm: true } })).status).toBe(
      200,
    );
    const detail = await invoke<ExpertApplicationDetail>(admin.client, `expert-applications/${user.id}`);
    expect(detail.body.reviews).toEqual([
      expect.objectContaining({ decision: 'approve', reviewer_id: null, reviewer_email: null }),
    ]);
  });
});
