import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@cc/shared-auth';
import { assessmentDefinitions, sanitizeEmailOrNull } from '@cc/shared-domain';
import { currentLanguage, useTranslation } from '@cc/shared-i18n';
import { Button, ErrorScreen, Spinner, Stack } from '@cc/shared-ui';
import { hasErrorCode } from '@cc/shared-auth/api-errors';
import { resultPath } from '../../common/api';
import { addToHistory } from '../../common/history';
import { IntroView } from './components/IntroView';
import { CompactTitle, Nav, Page } from './components/layout';
import { MailCopyFields } from './components/MailCopyFields';
import { MissingAnswers } from './components/MissingAnswers';
import { ProgressBar } from './components/ProgressBar';
import { QuestionStep } from './components/QuestionStep';
import { useSubmitAssessment } from './api/submit-assessment';
import { useDraft } from './hooks/useDraft';
import { buildSteps, type NumberedItem, type Step } from './steps';
import './texts';

type View = 'intro' | 'questions' | 'finish';

/** Where focus goes after the next render: the view's heading, a statement, or the open-answers list. */
type FocusTarget = { item?: string; missing?: boolean };

/** The questionnaire of the conflict analysis or the style test, from intro to submission. */
export function AssessmentRunner({ type }: { type: 'conflict-analysis' | 'conflict-style' }) {
  const { t } = useTranslation(['results', 'domain']);
  const navigate = useNavigate();
  const { user, guestInfo } = useAuth();
  const definition = assessmentDefinitions[type];
  const steps = useMemo(() => buildSteps(type), [type]);
  const { draft, setAnswer, setStep, clear } = useDraft(type);
  const [view, setView] = useState<View>('intro');
  // Whether the list of open statements shows; the list itself follows the answers.
  const [showMissing, setShowMissing] = useState(false);
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [accountCopy, setAccountCopy] = useState(true);
  const [emailError, setEmailError] = useState<string | null>(null);
  const submission = useSubmitAssessment();
  const submitting = submission.isPending;
  // invalid_email is shown at the address field, every other failure on the error screen.
  const error = submission.error && !hasErrorCode(submission.error, 'invalid_email') ? submission.error : null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const missingRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);

  const items = steps.flatMap((s) => s.items);
  const unanswered = items.filter((item) => draft.answers[item.id] === undefined);
  const total = items.length;
  const answered = total - unanswered.length;
  const stepIndex = Math.min(draft.step, steps.length - 1);
  const step = steps[stepIndex] as Step;
  const accountEmail = user?.email ?? guestInfo?.email ?? null;

  // After every move (also one back to the view already set, as from the error screen), focus
  // goes where the move asked for; the effect runs after each render and acts only then.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target.missing) {
      missingRef.current?.focus();
    } else if (target.item) {
      const radio =
        document.querySelector<HTMLInputElement>(`input[name="q-${target.item}"]:checked`) ??
        document.querySelector<HTMLInputElement>(`input[name="q-${target.item}"]`);
      radio?.focus();
    } else {
      headingRef.current?.focus();
    }
  });

  const go = (next: View, index = stepIndex, focus: FocusTarget = {}) => {
    pendingFocus.current = focus;
    setView(next);
    if (index !== draft.step) setStep(index);
  };

  const restart = () => {
    clear(); // the draft starts over at step 0
    setShowMissing(false);
    pendingFocus.current = {};
    setView('questions');
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
    if (unanswered.length > 0) {
      // Already shown: no render follows, so focus it now.
      if (showMissing) missingRef.current?.focus();
      else pendingFocus.current = { missing: true };
      setShowMissing(true);
      return;
    }
    const request = mailCopy();
    if ('problem' in request) {
      setEmailError(request.problem);
      emailRef.current?.focus();
      return;
    }
    setEmailError(null);
    // Only the statements of the current definition go out: a draft may hold answers to old ones.
    const answers: Record<string, number> = {};
    for (const item of definition.items) answers[item.id] = draft.answers[item.id] as number;
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
          if (hasErrorCode(apiError, 'invalid_email')) setEmailError(t('runner.copy.invalidEmail'));
        },
      },
    );
  };

  const title = t(definition.titleKey, { ns: 'domain' });

  if (error) {
    return (
      <Page data-testid="assessment-error">
        <ErrorScreen
          title={t('common.error.title')}
          message={t('common.error.message')}
          hint={hasErrorCode(error, 'over_request_rate_limit') ? t('common.error.rateLimited') : t('common.error.hint')}
          actions={
            <>
              <Button onClick={() => void submit()} aria-disabled={submitting}>
                {t('common.error.retry')}
              </Button>
              <Button
                $variant="secondary"
                onClick={() => {
                  submission.reset();
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
    return (
      <IntroView
        type={type}
        title={title}
        minutes={definition.minutes}
        introKey={definition.introKey}
        answered={answered}
        total={total}
        onStart={() => go('questions', 0)}
        onResume={() => go(answered === total ? 'finish' : 'questions')}
        onRestart={restart}
      />
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
          {showMissing && unanswered.length > 0 && <MissingAnswers ref={missingRef} items={unanswered} onJump={jump} />}
          <MailCopyFields
            accountEmail={accountEmail}
            accountCopy={accountCopy}
            onAccountCopyChange={setAccountCopy}
            email={email}
            onEmailChange={(next) => {
              setEmail(next);
              setEmailError(null);
            }}
            consent={consent}
            onConsentChange={(next) => {
              setConsent(next);
              setEmailError(null);
            }}
            emailError={emailError}
            emailRef={emailRef}
          />
          <Nav>
            <Button $variant="secondary" onClick={() => go('questions', steps.length - 1)}>
              {t('runner.back')}
            </Button>
            <Button type="submit" $size="lg" aria-disabled={submitting} data-testid="assessment-submit">
              {submitting ? t('runner.finish.submitting') : t('runner.finish.submit')}
            </Button>
          </Nav>
        </Stack>
      </Page>
    );
  }

  const lastStep = stepIndex === steps.length - 1;
  return (
    <Page data-testid={`assessment-${type}`}>
      <CompactTitle>{title}</CompactTitle>
      {progress}
      <QuestionStep
        step={step}
        instructionKey={definition.instructionKey}
        scale={definition.scale}
        answers={draft.answers}
        onAnswer={setAnswer}
        headingRef={headingRef}
      />
      <Nav>
        <Button $variant="secondary" onClick={() => (stepIndex === 0 ? go('intro') : go('questions', stepIndex - 1))}>
          {t('runner.back')}
        </Button>
        <Button
          onClick={() => (lastStep ? go('finish') : go('questions', stepIndex + 1))}
          data-testid="assessment-next"
        >
          {t('runner.next')}
        </Button>
      </Nav>
    </Page>
  );
}
