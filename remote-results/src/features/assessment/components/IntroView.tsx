import { useTranslation } from '@cc/shared-i18n';
import { teamRoundPaths } from '@cc/shared-domain';
import { Button, ButtonLink, Card } from '@cc/shared-ui';
import { Alert } from '@cc/shared-ui/forms';
import { Nav, Page } from './layout';

interface IntroViewProps {
  type: 'conflict-analysis' | 'conflict-style';
  title: string;
  minutes: number;
  /** The definition's intro text key (namespace "domain"). */
  introKey: string;
  answered: number;
  total: number;
  onStart: () => void;
  /** Continue a draft: to the questions, or to the end when every statement is answered. */
  onResume: () => void;
  onRestart: () => void;
}

/** What the questionnaire is, how long it takes, what happens with the answers; a draft can be resumed. */
export function IntroView({
  type,
  title,
  minutes,
  introKey,
  answered,
  total,
  onStart,
  onResume,
  onRestart,
}: IntroViewProps) {
  const { t } = useTranslation(['results', 'domain']);
  const hasDraft = answered > 0;
  return (
    <Page data-testid={`assessment-${type}`}>
      <h1>{title}</h1>
      <p className="lead">{type === 'conflict-analysis' ? t('analysis.lead', { minutes }) : t('style.lead')}</p>
      <p>
        <strong>{t('runner.intro.duration', { minutes, count: total })}</strong>
      </p>
      <p>{t(introKey, { ns: 'domain' })}</p>
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
            <Button $size="lg" onClick={onResume} data-testid="assessment-start">
              {t('runner.intro.resume')}
            </Button>
            <Button $variant="secondary" onClick={onRestart}>
              {t('runner.intro.restart')}
            </Button>
          </>
        ) : (
          <Button $size="lg" onClick={onStart} data-testid="assessment-start">
            {t('runner.intro.start')}
          </Button>
        )}
      </Nav>
      {type === 'conflict-analysis' && (
        <Card
          as="section"
          aria-labelledby="assessment-team"
          data-testid="assessment-team-round"
          style={{ marginTop: 32 }}
        >
          <h2 id="assessment-team" style={{ marginTop: 0, fontSize: '1.1rem' }}>
            {t('runner.intro.team.title')}
          </h2>
          <p>{t('runner.intro.team.text')}</p>
          <ButtonLink to={teamRoundPaths.start} variant="secondary">
            {t('runner.intro.team.cta')}
          </ButtonLink>
        </Card>
      )}
    </Page>
  );
}
