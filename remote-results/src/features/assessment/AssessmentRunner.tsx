import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { isValidEmail, sanitizeEmail, useAuth } from '@cc/shared-auth';
import { type AssessmentType, assessmentDefinitions, type QuestionItem } from '@cc/shared-domain';
import { currentLanguage, useTranslation } from '@cc/shared-i18n';
import {
  Alert,
  Button,
  ButtonRow,
  Card,
  Container,
  ErrorScreen,
  Spinner,
  Stack,
  TextButton,
  TextField,
} from '@cc/shared-ui';
import { type ApiError, resultPath, submitAssessment } from '../../common/api';
import { addToHistory } from '../../common/history';
import { LikertQuestion } from './components/LikertQuestion';
import { ProgressBar } from './components/ProgressBar';
import { useDraft } from './hooks/useDraft';
import './texts';

/** Statements per step: short enough for a phone screen, few enough steps to keep the pace. */
export const itemsPerStep = 4;

interface NumberedItem extends QuestionItem {
  number: number;
}

interface Step {
  items: NumberedItem[];
  /** Section heading keys when the step opens a section (conflict analysis). */
  section?: { titleKey: string; introKey: string };
}

function buildSteps(type: AssessmentType): Step[] {
  const definition = assessmentDefinitions[type];
  const numbered = definition.items.map((item, index) => ({ ...item, number: index + 1 }));
  const groups: { items: NumberedItem[]; section?: Step['section'] }[] = definition.sections
    ? definition.sections.map((section) => ({
        section,
        items: numbered.filter((item) => (item as { section?: string }).section === section.id),
      }))
    : [{ items: numbered }];
  const steps: Step[] = [];
  for (const group of groups) {
    for (let i = 0; i < group.items.length; i += itemsPerStep) {
      steps.push({
        items: group.items.slice(i, i + itemsPerStep),
        ...(i === 0 && group.section ? { section: group.section } : {}),
      });
    }
  }
  return steps;
}

const Page = styled(Container)`
  max-width: 820px;
  padding-top: ${({ theme }) => theme.space(10)};
  padding-bottom: ${({ theme }) => theme.space(14)};
  h1 {
    font-size: clamp(1.8rem, 4.5vw, 2.6rem);
    color: ${({ theme }) => theme.color.primary};
  }
  h2:focus {
    outline: none;
  }
  h2:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
  .lead {
    font-size: 1.1rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** On the question steps the page keeps its title as the one h1, small above the progress. */
const CompactTitle = styled.h1`
  && {
    font-size: 1.1rem;
    margin-bottom: 12px;
  }
`;

/** The intro of a step's section (full text size, muted). */
const SectionIntro = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Check = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  min-height: 44px;
  cursor: pointer;
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin-top: 2px;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

const MissingList = styled.ul`
  margin-top: 8px !important;
  li + li {
    margin-top: 4px;
  }
`;

const Nav = styled(ButtonRow)`
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space(6)};
`;

type View = 'intro' | 'questions' | 'finish';

/** The questionnaire of the conflict analysis or the style test, from intro to submission. */
export function AssessmentRunner({ type }: { type: 'conflict-analysis' | 'conflict-style' }) {
  const { t } = useTranslation(['results', 'domain']);
  const navigate = useNavigate();
  const { user, guestInfo } = useAuth();
  const definition = assessmentDefinitions[type];
  const steps = useMemo(() => buildSteps(type), [type]);
  const { draft, setAnswer, setStep, clear } = useDraft(type);
  const [view, setView] = useState<View>('intro');
  const [missing, setMissing] = useState<NumberedItem[] | null>(null);
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [accountCopy, setAccountCopy] = useState(true);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const missingRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  // Where focus goes after the next render: the view's heading, or the statement jumped to.
  const pendingFocus = useRef<{ item?: string } | null>(null);
  const consentId = useId();

  const total = definition.items.length;
  const answered = definition.items.filter((item) => draft.answers[item.id] !== undefined).length;
  const stepIndex = Math.min(draft.step, steps.length - 1);
  const step = steps[stepIndex] as Step;
  const accountEmail = user?.email ?? guestInfo?.email ?? null;

  // After every move (also one back to the view already set, as from the error screen), focus
  // goes where the move asked for; the effect runs after each render and acts only then.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
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

  useEffect(() => {
    if (missing && missing.length > 0) missingRef.current?.focus();
  }, [missing]);

  const go = (next: View, index = stepIndex, focus: { item?: string } = {}) => {
    pendingFocus.current = focus;
    setView(next);
    if (index !== draft.step) setStep(index);
  };

  const restart = () => {
    clear();
    setMissing(null);
    pendingFocus.current = {};
    setView('questions');
  };

  const jump = (item: NumberedItem) => {
    const index = steps.findIndex((s) => s.items.some((i) => i.id === item.id));
    go('questions', index, { item: item.id });
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    const open = steps.flatMap((s) => s.items).filter((item) => draft.answers[item.id] === undefined);
    if (open.length > 0) {
      setMissing(open);
      return;
    }
    setMissing(null);
    let copy: { email?: string; consent?: boolean } = {};
    if (accountEmail) {
      copy = accountCopy ? { email: accountEmail, consent: true } : { consent: false };
    } else if (email.trim()) {
      const clean = sanitizeEmail(email);
      const problem = !isValidEmail(clean)
        ? t('runner.copy.invalidEmail')
        : !consent
          ? t('runner.copy.consentMissing')
          : null;
      if (problem) {
        setEmailError(problem);
        emailRef.current?.focus();
        return;
      }
      copy = { email: clean, consent: true };
    }
    setEmailError(null);
    setSubmitting(true);
    setError(null);
    const answers: Record<string, number> = {};
    for (const item of definition.items) answers[item.id] = draft.answers[item.id] as number;
    const { data, error: apiError } = await submitAssessment({ type, answers, lang: currentLanguage(), ...copy });
    setSubmitting(false);
    if (apiError || !data || typeof data.id !== 'string') {
      if (apiError?.code === 'invalid_email') {
        setEmailError(t('runner.copy.invalidEmail'));
        return;
      }
      setError(apiError ?? { code: 'unknown', status: null, name: 'InvalidResponse', message: 'unreadable response' });
      return;
    }
    if (!user && !guestInfo) addToHistory(data);
    // The answers are safe on the server now; only then the draft goes.
    clear();
    navigate(resultPath(data), { state: { result: data } });
  };

  const title = t(definition.titleKey, { ns: 'domain' });

  if (error) {
    return (
      <Page data-testid="assessment-error">
        <ErrorScreen
          title={t('common.error.title')}
          message={t('common.error.message')}
          hint={error.code === 'over_request_rate_limit' ? t('common.error.rateLimited') : t('common.error.hint')}
          actions={
            <>
              <Button onClick={() => void submit()} aria-disabled={submitting}>
                {t('common.error.retry')}
              </Button>
              <Button
                $variant="secondary"
                onClick={() => {
                  setError(null);
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
    const hasDraft = answered > 0;
    return (
      <Page data-testid={`assessment-${type}`}>
        <h1>{title}</h1>
        <p className="lead">
          {type === 'conflict-analysis' ? t('analysis.lead', { minutes: definition.minutes }) : t('style.lead')}
        </p>
        <p>
          <strong>{t('runner.intro.duration', { minutes: definition.minutes, count: total })}</strong>
        </p>
        <p>{t(definition.introKey, { ns: 'domain' })}</p>
        <p>{t('runner.intro.noSignup')}</p>
        <Card as="section" aria-labelledby="assessment-privacy">
          <h2 id="assessment-privacy" style={{ marginTop: 0, fontSize: '1.1rem' }}>
            {t('runner.intro.privacyTitle')}
          </h2>
          <p style={{ marginBottom: 0 }}>{t('runner.intro.privacy')}</p>
        </Card>
        {hasDraft && (
          <Alert tone="info" data-testid="draft-found">
            <p>{t('runner.intro.draftFound', { answered, total })}</p>
          </Alert>
        )}
        <Nav>
          {hasDraft ? (
            <>
              <Button
                $size="lg"
                onClick={() => go(answered === total ? 'finish' : 'questions')}
                data-testid="assessment-start"
              >
                {t('runner.intro.resume')}
              </Button>
              <Button $variant="secondary" onClick={restart}>
                {t('runner.intro.restart')}
              </Button>
            </>
          ) : (
            <Button $size="lg" onClick={() => go('questions', 0)} data-testid="assessment-start">
              {t('runner.intro.start')}
            </Button>
          )}
        </Nav>
      </Page>
    );
  }

  const missingAlert = missing && missing.length > 0 && (
    <div ref={missingRef} tabIndex={-1} data-testid="assessment-missing">
      <Alert tone="error">
        <p>
          <strong>{t('runner.missing.title', { count: missing.length })}</strong>
        </p>
        <p>{t('runner.missing.hint')}</p>
        <MissingList>
          {missing.map((item) => (
            <li key={item.id}>
              <TextButton onClick={() => jump(item)}>
                {t('runner.missing.item', { number: item.number, text: t(item.textKey, { ns: 'domain' }) })}
              </TextButton>
            </li>
          ))}
        </MissingList>
      </Alert>
    </div>
  );

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
          {missingAlert}
          <Card as="fieldset" style={{ margin: 0 }} data-testid="assessment-copy">
            <legend style={{ fontWeight: 700, padding: '0 4px' }}>{t('runner.copy.title')}</legend>
            {accountEmail ? (
              <Stack $gap={2}>
                <p>{t('runner.copy.account', { email: accountEmail })}</p>
                <Check>
                  <input type="checkbox" checked={accountCopy} onChange={(e) => setAccountCopy(e.target.checked)} />
                  {t('runner.copy.accountOptIn')}
                </Check>
              </Stack>
            ) : (
              <Stack $gap={3}>
                <TextField
                  ref={emailRef}
                  type="email"
                  name="email"
                  autoComplete="email"
                  label={t('runner.copy.emailLabel')}
                  hint={t('runner.copy.emailHint')}
                  value={email}
                  onChange={(e) => {
                    setEmail(e.target.value);
                    setEmailError(null);
                  }}
                  error={emailError ?? undefined}
                />
                <Check htmlFor={consentId}>
                  <input
                    id={consentId}
                    type="checkbox"
                    checked={consent}
                    onChange={(e) => {
                      setConsent(e.target.checked);
                      setEmailError(null);
                    }}
                  />
                  {t('runner.copy.consent')}
                </Check>
              </Stack>
            )}
          </Card>
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
      <section aria-labelledby="assessment-step-heading" style={{ marginTop: 24 }}>
        <h2 id="assessment-step-heading" ref={headingRef} tabIndex={-1}>
          {step.section ? t(step.section.titleKey, { ns: 'domain' }) : t(definition.instructionKey, { ns: 'domain' })}
        </h2>
        {step.section && <SectionIntro>{t(step.section.introKey, { ns: 'domain' })}</SectionIntro>}
        {step.section && <p>{t(definition.instructionKey, { ns: 'domain' })}</p>}
        {step.items.map((item) => (
          <LikertQuestion
            key={item.id}
            itemId={item.id}
            number={item.number}
            text={t(item.textKey, { ns: 'domain' })}
            scale={definition.scale}
            value={draft.answers[item.id]}
            onChange={(value) => {
              setAnswer(item.id, value);
              if (missing) setMissing((m) => m?.filter((i) => i.id !== item.id) ?? null);
            }}
          />
        ))}
      </section>
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
