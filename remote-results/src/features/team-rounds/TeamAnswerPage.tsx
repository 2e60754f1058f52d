// /team/:code: a member answers a team round anonymously. No account and no sign-in: the intro
// says what is stored and what not, the questionnaire is the analysis's own (handed in by the
// composing module, see src/exposed/TeamAnswerPage.tsx), and the done state shows the member's own
// result, which stays in this browser only.
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import type { ConflictAnalysisResult } from '@cc/shared-domain';
import { type TeamInvitationResponse, teamInvitationParams } from '@cc/shared-contract';
import {
  type TeamRoundLanguage,
  analysisCategories,
  assessmentDefinitions,
  glaslStages,
  resultCategories,
  scoreLevelKeys,
  teamRoundLanguages,
} from '@cc/shared-domain';
import { type CallErrorCode } from '@cc/shared-auth';
import { apiErrorText, hasErrorCode } from '@cc/shared-auth/api-errors';
import {
  DocumentTitle,
  formatDateTime,
  type Language,
  useDocumentTitle,
  useLanguage,
  useTranslation,
} from '@cc/shared-i18n';
import { Button, ButtonLink, Card, Container, ErrorScreen, Spinner } from '@cc/shared-ui';
import { Alert, ButtonRow, RadioGroupField } from '@cc/shared-ui/forms';
import type { RunnerDestination } from '../../common/questionnaire';
import { ScoreChart } from '../../common/ScoreChart';
import { useSubmitTeamAnswers, useTeamInvitation } from './api/team-invitations';
import {
  forgetDraft,
  readAnswered,
  readOwnResult,
  rememberAnswer,
  teamBrowserId,
  teamDraftKey,
} from './member-storage';
import './texts';

export type TeamQuestionnaire = ComponentType<{
  type: 'conflict-analysis';
  destination: RunnerDestination;
}>;

type Unavailable = 'unknown' | 'closed' | 'used' | 'exhausted' | 'answered';

/** The api's refusals of an answer set, as the state the page shows instead of the questionnaire. */
const refusals: Partial<Record<CallErrorCode, Unavailable>> = {
  team_invitation_not_found: 'unknown',
  team_round_closed: 'closed',
  team_invitation_used: 'used',
  team_link_exhausted: 'exhausted',
  // The owner's second answer, or a second one from this account, guest or browser.
  team_round_already_answered: 'answered',
};

const refusalOf = (error: unknown): Unavailable | null => {
  for (const [code, state] of Object.entries(refusals)) if (hasErrorCode(error, code as CallErrorCode)) return state;
  return null;
};

const Page = styled(Container)`
  max-width: 820px;
  padding-top: ${({ theme }) => theme.space(10)};
  padding-bottom: ${({ theme }) => theme.space(14)};
  h1 {
    font-size: clamp(1.8rem, 4.5vw, 2.6rem);
    color: ${({ theme }) => theme.color.primary};
    overflow-wrap: anywhere;
  }
  h1:focus {
    outline: none;
  }
  h1:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
  h2 {
    font-size: 1.2rem;
  }
  .lead {
    font-size: 1.1rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
  > * + * {
    margin-top: ${({ theme }) => theme.space(5)};
  }
`;

const Points = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  li + li {
    margin-top: 6px;
  }
`;

const languageNames: Record<TeamRoundLanguage, string> = { de: 'Deutsch', en: 'English' };

/** The language the answers go out in: the page's, when the round offers it, else the round's first. */
const answerLanguage = (languages: readonly TeamRoundLanguage[], current: Language): TeamRoundLanguage =>
  languages.includes(current) ? current : (languages[0] ?? 'de');

const analysis = assessmentDefinitions['conflict-analysis'];

function useDate() {
  const [lang] = useLanguage();
  return (iso: string) => formatDateTime(iso, lang, { dateStyle: 'long' });
}

/** A path inside this site for an address the api built (same origin), so the router opens it. */
function sitePath(url: string): { to: string } | { href: string } {
  try {
    const parsed = new URL(url, window.location.origin);
    if (parsed.origin === window.location.origin) return { to: `${parsed.pathname}${parsed.search}` };
    return { href: parsed.toString() };
  } catch {
    return { href: url };
  }
}

/** The h1 takes focus when the view replaces another one on this page (after sending, or a refusal). */
function useFocusOnMount<T extends HTMLElement>(replaced: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (replaced) ref.current?.focus();
  }, [replaced]);
  return ref;
}

function LanguageChoice({ languages }: { languages: readonly TeamRoundLanguage[] }) {
  const { t } = useTranslation('results');
  const [lang, setLang] = useLanguage();
  return (
    <RadioGroupField
      name="team-answer-language"
      layout="wrap"
      legend={t('teamAnswer.language.legend')}
      options={teamRoundLanguages
        .filter((language) => languages.includes(language))
        .map((language) => ({ value: language, label: <span lang={language}>{languageNames[language]}</span> }))}
      value={lang}
      onChange={setLang}
    />
  );
}

interface IntroProps {
  invitation: TeamInvitationResponse;
  switchedLanguage: boolean;
  answered: number;
  total: number;
  onStart: () => void;
  onResume: () => void;
  onRestart: () => void;
}

function TeamIntro({ invitation, switchedLanguage, answered, total, onStart, onResume, onRestart }: IntroProps) {
  const { t } = useTranslation('results');
  const date = useDate();
  const hasDraft = answered > 0;
  return (
    <Page data-testid="team-answer-intro">
      <h1>{t('teamAnswer.title', { team: invitation.team_name })}</h1>
      <p className="lead">{t('teamAnswer.lead', { minutes: analysis.minutes, count: total })}</p>
      {invitation.deadline && (
        <p>
          <strong>{t('teamAnswer.deadline', { date: date(invitation.deadline) })}</strong>
        </p>
      )}
      {switchedLanguage && (
        <Alert tone="info" data-testid="team-answer-language-note">
          <p>{t('teamAnswer.language.switched')}</p>
        </Alert>
      )}
      <Card as="section" aria-labelledby="team-answer-anonymity">
        <h2 id="team-answer-anonymity" style={{ marginTop: 0 }}>
          {t('teamAnswer.anonymity.title')}
        </h2>
        <Points>
          <li>{t('teamAnswer.anonymity.noAccount')}</li>
          <li>{t('teamAnswer.anonymity.nothingStored')}</li>
          <li>{t('teamAnswer.anonymity.threshold', { threshold: invitation.threshold })}</li>
          <li>{t('teamAnswer.anonymity.own')}</li>
          {invitation.kind === 'invitation' ? (
            <li>{t('teamAnswer.anonymity.invitation')}</li>
          ) : (
            <li data-testid="team-answer-counting">
              {t('teamAnswer.anonymity.link', { threshold: invitation.threshold })}
            </li>
          )}
        </Points>
      </Card>
      {invitation.languages.length > 1 && <LanguageChoice languages={invitation.languages} />}
      {hasDraft && (
        <Alert tone="info" data-testid="draft-found">
          <p>{t('teamAnswer.draftFound', { answered, total })}</p>
        </Alert>
      )}
      <ButtonRow>
        {hasDraft ? (
          <>
            <Button $size="lg" onClick={onResume} data-testid="assessment-start">
              {t('teamAnswer.resume')}
            </Button>
            <Button $variant="secondary" onClick={onRestart}>
              {t('teamAnswer.restart')}
            </Button>
          </>
        ) : (
          <Button $size="lg" onClick={onStart} data-testid="assessment-start">
            {t('teamAnswer.start')}
          </Button>
        )}
      </ButtonRow>
    </Page>
  );
}

function OwnSummary({ result }: { result: ConflictAnalysisResult }) {
  const { t } = useTranslation(['results', 'domain']);
  const d = (key: string) => t(key, { ns: 'domain' });
  const stage = glaslStages[result.escalation.stage - 1];
  const rows = resultCategories.map((category) => ({
    key: category,
    label: d(analysisCategories[category].nameKey),
    value: result.scores[category],
    note: d(scoreLevelKeys[result.levels[category]]),
    highlight: category === result.primary,
  }));
  return (
    <Card as="section" aria-labelledby="team-answer-own" data-testid="team-answer-own">
      <h2 id="team-answer-own" style={{ marginTop: 0 }}>
        {t('teamAnswer.done.ownTitle')}
      </h2>
      <p>
        {t('teamAnswer.done.ownLead', {
          name: d(analysisCategories[result.primary].nameKey),
          stage: result.escalation.stage,
          stageName: stage ? d(stage.nameKey) : '',
        })}
      </p>
      <ScoreChart
        title={t('teamAnswer.done.ownChart')}
        summary={rows.map((row) => t('result.chart.item', { name: row.label, value: row.value })).join(' · ')}
        columns={{ label: t('result.chart.area'), value: t('result.chart.score'), note: t('result.chart.level') }}
        tableLabel={t('result.chart.table')}
        rows={rows}
      />
      <p style={{ marginTop: 16 }}>{t('teamAnswer.done.ownNote')}</p>
      <ButtonLink
        to="/results/conflict-analysis"
        state={{ result: { type: 'conflict-analysis', result } }}
        variant="secondary"
        data-testid="team-answer-own-details"
      >
        {t('teamAnswer.done.ownDetails')}
      </ButtonLink>
    </Card>
  );
}

interface Sent {
  /** The api's count after this answer. */
  answered: number;
  /** The answer counts towards the threshold (the owner's, an invitation's, an account's). */
  counted: boolean;
  /** The round's owner answered (signed in as its account or guest). */
  owner: boolean;
}

interface DoneProps {
  invitation: TeamInvitationResponse;
  /** What the api said of this answer; absent when the page is opened again after answering. */
  sent?: Sent;
  again: boolean;
}

function Done({ invitation, sent, again }: DoneProps) {
  const { t } = useTranslation('results');
  const heading = useFocusOnMount<HTMLHeadingElement>(!again);
  const own = readOwnResult(invitation.round_id);
  const answered = sent?.answered;
  // After sending, the count says whether the threshold can be reached; opened again, only a shared link does.
  const pending = answered !== undefined ? answered < invitation.threshold : !invitation.shared_result_url;
  useDocumentTitle(t(again ? 'teamAnswer.done.againTitle' : 'teamAnswer.done.title'));
  return (
    <Page data-testid="team-answer-done">
      <h1 ref={heading} tabIndex={-1}>
        {t(again ? 'teamAnswer.done.againTitle' : 'teamAnswer.done.title')}
      </h1>
      <p className="lead">{t('teamAnswer.title', { team: invitation.team_name })}</p>
      {again && <p>{t('teamAnswer.done.again')}</p>}
      <div>
        {answered !== undefined && <p>{t('teamAnswer.done.count', { count: answered })}</p>}
        {sent?.owner && <p data-testid="team-answer-owner-note">{t('teamAnswer.done.asOwner')}</p>}
        {sent && !sent.counted && (
          <p data-testid="team-answer-uncounted">
            {t('teamAnswer.done.uncounted', { threshold: invitation.threshold })}
          </p>
        )}
        {pending && <p>{t('teamAnswer.done.pending', { threshold: invitation.threshold })}</p>}
        {invitation.shared_result_url ? (
          <>
            <p>{t('teamAnswer.done.shared')}</p>
            <ButtonLink {...sitePath(invitation.shared_result_url)} data-testid="team-answer-shared-link">
              {t('teamAnswer.done.sharedLink')}
            </ButtonLink>
          </>
        ) : (
          <p>{t('teamAnswer.done.owner')}</p>
        )}
      </div>
      {own && <OwnSummary result={own.result} />}
    </Page>
  );
}

interface UnavailableProps {
  reason: Unavailable;
  invitation?: TeamInvitationResponse;
  /** Shown after a refused send (focus moves to the heading), not on arrival. */
  refused?: boolean;
}

function UnavailableView({ reason, invitation, refused = false }: UnavailableProps) {
  const { t } = useTranslation('results');
  const heading = useFocusOnMount<HTMLHeadingElement>(refused);
  const sharedResultUrl = invitation?.shared_result_url;
  useDocumentTitle(t(`teamAnswer.unavailable.${reason}.title`));
  return (
    <Page data-testid="team-answer-unavailable" data-reason={reason}>
      <h1 ref={heading} tabIndex={-1}>
        {t(`teamAnswer.unavailable.${reason}.title`)}
      </h1>
      {invitation && reason !== 'unknown' && (
        <p>
          <strong>{t('teamAnswer.title', { team: invitation.team_name })}</strong>
        </p>
      )}
      <p className="lead">{t(`teamAnswer.unavailable.${reason}.text`)}</p>
      {sharedResultUrl && (
        <p>
          <ButtonLink {...sitePath(sharedResultUrl)} data-testid="team-answer-shared-link">
            {t('teamAnswer.done.sharedLink')}
          </ButtonLink>
        </p>
      )}
      <p>{t('teamAnswer.unavailable.alone')}</p>
      <p>
        <ButtonLink to="/assessment/conflict-analysis" variant="secondary">
          {t('teamAnswer.unavailable.aloneLink')}
        </ButtonLink>
      </p>
    </Page>
  );
}

function TeamAnswer({ code, Questionnaire }: { code: string; Questionnaire: TeamQuestionnaire }) {
  const { t } = useTranslation('results');
  const invitation = useTeamInvitation(code);
  const submission = useSubmitTeamAnswers(code);
  const [lang, setLang] = useLanguage();
  // Read once: answering on this page sets `sent` instead.
  const [answeredBefore] = useState(() => readAnswered(code));
  const [sent, setSent] = useState<Sent | null>(null);
  const [refused, setRefused] = useState<Unavailable | null>(null);
  const [switchedLanguage, setSwitchedLanguage] = useState(false);

  const data = invitation.data;
  const answering = data?.state === 'open' && !answeredBefore && !sent && !refused;
  const notFound = !data && hasErrorCode(invitation.error, 'team_invitation_not_found');
  const unavailable: Unavailable | null = notFound
    ? 'unknown'
    : (refused ?? (data && data.state !== 'open' ? data.state : null));
  // Answers that can no longer go anywhere do not stay in this browser. A spent link keeps them:
  // its owner may allow more uses.
  useEffect(() => {
    if (unavailable && unavailable !== 'exhausted') forgetDraft(code);
  }, [unavailable, code]);
  const offered = answering ? data.languages : undefined;
  // A round in one language the page does not speak: for answering, the page switches to it, once, and says so.
  useEffect(() => {
    if (!offered || offered.length !== 1 || switchedLanguage) return;
    const only = offered[0];
    if (only && only !== lang) {
      setSwitchedLanguage(true);
      setLang(only);
    }
  }, [offered, lang, setLang, switchedLanguage]);

  if (invitation.isPending) {
    return (
      <Page>
        <DocumentTitle text={t('teamAnswer.loading')} />
        <p role="status" data-testid="team-answer-loading">
          <Spinner $size={24} /> {t('teamAnswer.loading')}
        </p>
      </Page>
    );
  }
  if (invitation.isError && !data) {
    if (hasErrorCode(invitation.error, 'team_invitation_not_found')) return <UnavailableView reason="unknown" />;
    return (
      <Page data-testid="team-answer-error">
        <DocumentTitle text={t('teamAnswer.error.title')} />
        <ErrorScreen
          title={t('teamAnswer.error.title')}
          message={apiErrorText(t, invitation.error)}
          actions={<Button onClick={() => void invitation.refetch()}>{t('teamAnswer.error.retry')}</Button>}
        />
      </Page>
    );
  }
  if (!data) return null;
  if (sent) return <Done invitation={data} sent={sent} again={false} />;
  if (answeredBefore) return <Done invitation={data} again />;
  if (refused) return <UnavailableView reason={refused} invitation={data} refused />;
  if (data.state !== 'open') return <UnavailableView reason={data.state} invitation={data} />;

  const destination: RunnerDestination = {
    draftKey: teamDraftKey(code),
    title: t('teamAnswer.questionnaireTitle', { team: data.team_name }),
    documentTitle: t('teamAnswer.documentTitle'),
    renderIntro: (intro) => <TeamIntro invitation={data} switchedLanguage={switchedLanguage} {...intro} />,
    send: (answers, onSent) =>
      submission.mutate(
        { answers, lang: answerLanguage(data.languages, lang), browser_id: teamBrowserId() },
        {
          onSuccess: (response) => {
            rememberAnswer(code, data.round_id, response.own);
            onSent();
            setSent({ answered: response.answered, counted: response.counted, owner: response.owner });
          },
          onError: (error) => {
            const reason = refusalOf(error);
            if (reason) setRefused(reason);
          },
        },
      ),
    sending: submission.isPending,
    // Refusals show as their own state; the questionnaire offers a retry for everything else.
    error: submission.error && !refusalOf(submission.error) ? submission.error : null,
    reset: () => submission.reset(),
    submitLabel: t('teamAnswer.submit'),
    finishNote: <p data-testid="team-answer-finish-note">{t('teamAnswer.finishNote')}</p>,
  };
  return <Questionnaire type="conflict-analysis" destination={destination} />;
}

/** The member's page for `/team/:code`; the questionnaire comes from the composing module. */
export default function TeamAnswerPage({ Questionnaire }: { Questionnaire: TeamQuestionnaire }) {
  const { code = '' } = useParams();
  // A code the api could never know (too short, too long) needs no request.
  if (!teamInvitationParams.safeParse({ code }).success) return <UnavailableView reason="unknown" />;
  // Another code is another round: nothing of the previous one's state carries over.
  return <TeamAnswer key={code} code={code} Questionnaire={Questionnaire} />;
}
