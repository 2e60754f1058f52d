import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '@cc/shared-auth';
import { assessmentDefinitions, sanitizeEmailOrNull } from '@cc/shared-domain';
import { currentLanguage, useDocumentTitle, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button, ErrorScreen, Spinner } from '@cc/shared-ui';
import { Alert, Stack, useFormErrors, type FieldErrors } from '@cc/shared-ui/forms';
import { apiErrorText, hasErrorCode } from '@cc/shared-auth/api-errors';
import { resultPath } from '../../common/api';
import type { RunnerDestination, RunnerIntro } from '../../common/questionnaire';
import { addToHistory } from '../../common/history';
import { IntroView } from './components/IntroView';
import { CompactTitle, Nav, Page } from './components/layout';
import { MailCopyFields } from './components/MailCopyFields';
import { MissingAnswers } from './components/MissingAnswers';
import { ProgressBar } from './components/ProgressBar';
import { QuestionStep } from './components/QuestionStep';
import { useSubmitAssessment } from './api/submit-assessment';
import { draftStorageKey, useDraft } from './hooks/useDraft';
import { buildSteps, type NumberedItem, type Step } from './steps';
import './texts';

type View = 'intro' | 'questions' | 'finish';

/**
 * Where the visitor is, from the address: no `step` is the intro, `?step=3` the third question
 * step, `?step=finish` the last page. Each move pushes an entry, so the browser's Back and Forward
 * go step by step and a reload stays on the step; the answers live in the draft.
 */
function positionOf(param: string | null, stepCount: number): { view: View; index: number } {
  if (param === 'finish') return { view: 'finish', index: stepCount - 1 };
  const number = Number(param);
  if (param && Number.isInteger(number) && number >= 1)
    return { view: 'questions', index: Math.min(number, stepCount) - 1 };
  return { view: 'intro', index: 0 };
}

/** Where focus goes after the next render: the view's heading or a statement. */
type FocusTarget = { item?: string; at?: string };

/**
 * The last page's fields, top to bottom: the statements still open (their list says which, so the
 * error is `null`) and the address for the copy by mail (its localised problem).
 */
const finishFields = ['answers', 'email'] as const;
type FinishField = (typeof finishFields)[number];

/** What an intro needs to start, resume or restart the questionnaire. */
interface AssessmentRunnerProps {
  type: 'conflict-analysis' | 'conflict-style';
  destination?: RunnerDestination;
}

/** The questionnaire of the conflict analysis or the style test, from intro to submission. */
export function AssessmentRunner({ type, destination }: AssessmentRunnerProps) {
  const { t } = useTranslation(['results', 'domain']);
  const navigate = useNavigate();
  const { user, guestInfo } = useAuth();
  const definition = assessmentDefinitions[type];
  const steps = useMemo(() => buildSteps(type), [type]);
  const { draft, setAnswer, setStep, clear } = useDraft(destination?.draftKey ?? draftStorageKey(type));
  const [search, setSearch] = useSearchParams();
  const [lang] = useLanguage();
  const position = positionOf(search.get('step'), steps.length);
  const view = position.view;
  // The step whose open statements "Weiter" pointed out (shown until the visitor moves on).
  const [gapsShownFor, setGapsShownFor] = useState<number | null>(null);
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [accountCopy, setAccountCopy] = useState(true);
  const submission = useSubmitAssessment();
  const submitting = destination ? destination.sending : submission.isPending;
  // invalid_email is shown at the address field, every other failure on the error screen.
  const ownError = submission.error && !hasErrorCode(submission.error, 'invalid_email') ? submission.error : null;
  const error: unknown = destination ? destination.error : ownError;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const missingRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);
  // The one form piece (issue #25) for the last page; the list of open statements shows while
  // `answers` has its error, and follows the answers.
  const form = useFormErrors<FinishField, string | null>(finishFields, {
    target: (field) => (field === 'answers' ? missingRef.current : emailRef.current),
  });

  const items = steps.flatMap((s) => s.items);
  const unanswered = items.filter((item) => draft.answers[item.id] === undefined);
  const total = items.length;
  const answered = total - unanswered.length;
  const stepIndex = position.index;
  const step = steps[stepIndex] as Step;
  const stepGaps = step.items.filter((item) => draft.answers[item.id] === undefined);

  // A move by the browser's Back or Forward focuses the new step's heading, like a move by button.
  const here = `${view}:${stepIndex}`;
  const shown = useRef(here);
  if (shown.current !== here) {
    shown.current = here;
    pendingFocus.current ??= { at: here };
  }
  const accountEmail = user?.email ?? guestInfo?.email ?? null;

  // After every move (also one back to the view already set, as from the error screen), focus
  // goes where the move asked for; the effect runs after each render and acts only then.
  useEffect(() => {
    const target = pendingFocus.current;
    // A move waits for the address to show its step (the router may render once before that).
    if (!target || (target.at && target.at !== here)) return;
    pendingFocus.current = null;
    if (target.item) {
      const radio =
        document.querySelector<HTMLInputElement>(`input[name="q-${target.item}"]:checked`) ??
        document.querySelector<HTMLInputElement>(`input[name="q-${target.item}"]`);
      radio?.focus();
    } else {
      headingRef.current?.focus();
    }
  });

  const go = (next: View, index = stepIndex, focus: FocusTarget = {}) => {
    pendingFocus.current = {
      ...focus,
      at: `${next}:${next === 'intro' ? 0 : next === 'finish' ? steps.length - 1 : index}`,
    };
    setGapsShownFor(null);
    const params = new URLSearchParams(search);
    if (next === 'intro') params.delete('step');
    else params.set('step', next === 'finish' ? 'finish' : String(index + 1));
    const target = params.toString();
    if (target !== search.toString()) setSearch(params);
    if (next !== 'intro' && index !== draft.step) setStep(index);
  };

  /** "Weiter": open statements on this step are pointed out once; asked again, the visitor goes on. */
  const next = (deliberately = false) => {
    const first = stepGaps[0];
    if (first && !deliberately && gapsShownFor !== stepIndex) {
      pendingFocus.current = { item: first.id };
      setGapsShownFor(stepIndex);
      return;
    }
    if (stepIndex === steps.length - 1) go('finish');
    else go('questions', stepIndex + 1);
  };

  const restart = () => {
    clear(); // the draft starts over at step 0
    form.reset();
    go('questions', 0);
  };

  const jump = (item: NumberedItem) => {
    const index = steps.findIndex((s) => s.items.some((i) => i.id === item.id));
    go('questions', index, { item: item.id });
  };

  /** The mail copy the visitor asked for, or the localised reason it cannot be sent. */
  const mailCopy = (): { copy: { email?: string; consent?: boolean } } | { problem: string } => {
    if (accountEmail) return { copy: accountCopy ? { email: accountEmail, consent: true } : { consent: false } };
    if (!email.trim()) return { copy: {} };
    // Not sanitizeEmail: it throws on a bad address, and the visitor needs the message instead.
    const clean = sanitizeEmailOrNull(email);
    if (clean === null) return { problem: t('runner.copy.invalidEmail') };
    if (!consent) return { problem: t('runner.copy.consentMissing') };
    return { copy: { email: clean, consent: true } };
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    // A destination sends no copy by mail: nothing to ask about the address.
    const request = destination ? { copy: {} } : mailCopy();
    const errors: FieldErrors<FinishField, string | null> = {};
    if (unanswered.length > 0) errors.answers = null;
    if ('problem' in request) errors.email = request.problem;
    if (form.show(errors) !== undefined || 'problem' in request) return;
    // Only the statements of the current definition go out: a draft may hold answers to old ones.
    const answers: Record<string, number> = {};
    for (const item of definition.items) answers[item.id] = draft.answers[item.id] as number;
    if (destination) {
      destination.send(answers, clear);
      return;
    }
    submission.mutate(
      { type, answers, lang: currentLanguage(), ...request.copy },
      {
        onSuccess: (data) => {
          if (!user && !guestInfo) addToHistory(data);
          // The answers are safe on the server now; only then the draft goes.
          clear();
          void navigate(resultPath(data), { state: { result: data } });
        },
        onError: (apiError) => {
          if (hasErrorCode(apiError, 'invalid_email')) form.show({ email: t('runner.copy.invalidEmail') });
        },
      },
    );
  };

  const title = destination?.title ?? t(definition.titleKey, { ns: 'domain' });
  // One title for the intro, the questions and the last page (their views do not title themselves).
  useDocumentTitle(error ? t('common.error.title') : (destination?.documentTitle ?? title));

  if (error) {
    return (
      <Page data-testid="assessment-error">
        <ErrorScreen
          title={t('common.error.title')}
          message={destination ? t('runner.sendFailed') : t('common.error.message')}
          hint={
            destination
              ? apiErrorText(t, error)
              : hasErrorCode(error, 'over_request_rate_limit')
                ? t('common.error.rateLimited')
                : t('common.error.hint')
          }
          actions={
            <>
              <Button onClick={() => void submit()} aria-disabled={submitting}>
                {t('common.error.retry')}
              </Button>
              <Button
                $variant="secondary"
                onClick={() => {
                  if (destination) destination.reset();
                  else submission.reset();
                  go('finish');
                }}
              >
                {t('runner.backToAnswers')}
              </Button>
            </>
          }
        />
        {submitting && (
          <p role="status">
            <Spinner $size={20} /> {t('runner.finish.submitting')}
          </p>
        )}
      </Page>
    );
  }

  const progress = (
    <ProgressBar
      label={t('runner.progress.label')}
      value={answered}
      max={total}
      valueText={t('runner.progress.value', { answered, total })}
      aside={view === 'questions' ? t('runner.progress.step', { step: stepIndex + 1, steps: steps.length }) : undefined}
    />
  );

  if (view === 'intro') {
    const intro: RunnerIntro = {
      answered,
      total,
      onStart: () => go('questions', 0),
      onResume: () => go(answered === total ? 'finish' : 'questions', Math.min(draft.step, steps.length - 1)),
      onRestart: restart,
    };
    if (destination) return destination.renderIntro(intro);
    return (
      <IntroView type={type} title={title} minutes={definition.minutes} introKey={definition.introKey} {...intro} />
    );
  }

  if (view === 'finish') {
    return (
      <Page data-testid={`assessment-${type}`}>
        <CompactTitle>{title}</CompactTitle>
        {progress}
        <Stack as="form" onSubmit={(e: FormEvent) => void submit(e)} noValidate $gap={5} style={{ marginTop: 24 }}>
          <h2 ref={headingRef} tabIndex={-1}>
            {t('runner.finish.title')}
          </h2>
          <p>{t('runner.finish.text')}</p>
          {form.errorOf('answers') !== undefined && unanswered.length > 0 && (
            <MissingAnswers ref={missingRef} items={unanswered} onJump={jump} />
          )}
          {destination ? (
            destination.finishNote
          ) : (
            <MailCopyFields
              accountEmail={accountEmail}
              accountCopy={accountCopy}
              onAccountCopyChange={setAccountCopy}
              email={email}
              onEmailChange={(next) => {
                setEmail(next);
                form.clear('email');
              }}
              consent={consent}
              onConsentChange={(next) => {
                setConsent(next);
                form.clear('email');
              }}
              emailError={form.errorOf('email') ?? null}
              emailRef={emailRef}
            />
          )}
          <Nav>
            <Button $variant="secondary" onClick={() => go('questions', steps.length - 1)}>
              {t('runner.back')}
            </Button>
            <Button type="submit" $size="lg" aria-disabled={submitting} data-testid="assessment-submit">
              {submitting ? t('runner.finish.submitting') : (destination?.submitLabel ?? t('runner.finish.submit'))}
            </Button>
          </Nav>
        </Stack>
      </Page>
    );
  }

  return (
    <Page data-testid={`assessment-${type}`}>
      <CompactTitle>{title}</CompactTitle>
      {progress}
      <QuestionStep
        step={step}
        title={t(`runner.steps.${type}.${stepIndex + 1}`)}
        instructionKey={definition.instructionKey}
        scale={definition.scale}
        answers={draft.answers}
        onAnswer={setAnswer}
        headingRef={headingRef}
        markOpen={gapsShownFor === stepIndex}
      />
      {gapsShownFor === stepIndex && stepGaps.length > 0 && (
        <Alert
          tone="info"
          data-testid="assessment-step-gaps"
          actions={
            <Button $variant="secondary" onClick={() => next(true)}>
              {t('runner.gaps.onward')}
            </Button>
          }
        >
          <p>
            <strong>
              {t('runner.gaps.open', {
                list: new Intl.ListFormat(lang, { type: 'conjunction' }).format(
                  stepGaps.map((item) => t('runner.question', { number: item.number })),
                ),
              })}
            </strong>
          </p>
          <p>{t('runner.gaps.hint')}</p>
        </Alert>
      )}
      <Nav>
        <Button $variant="secondary" onClick={() => (stepIndex === 0 ? go('intro') : go('questions', stepIndex - 1))}>
          {t('runner.back')}
        </Button>
        <Button onClick={() => next()} data-testid="assessment-next">
          {t('runner.next')}
        </Button>
      </Nav>
    </Page>
  );
}
