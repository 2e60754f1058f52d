import { useTranslation } from '@cc/shared-i18n';
import { Markdown } from '@cc/shared-ui/markdown';
import { inboxNamespace } from '../texts';
import { Facts } from '../../../common/components/Facts';

export interface RequestLike {
  focus: string | null;
  lang: string;
  format: string;
  region: string | null;
  availability: string | null;
  summary: string;
}

/**
 * What the client asked for: focus, language, format, region, availability and the description
 * (Markdown when it came from the advisor's summary: rendered as the advisor renders it, never raw).
 */
export function RequestFacts({ request }: { request: RequestLike }) {
  const { t } = useTranslation(inboxNamespace);
  const notGiven = t('inbox.notGiven');
  return (
    <Facts>
      <dt>{t('inbox.fields.focus')}</dt>
      <dd>{request.focus ? t(`expert:options.focus.${request.focus}`) : t('anyFocus')}</dd>
      <dt>{t('inbox.fields.language')}</dt>
      <dd>{t(`expert:options.languages.${request.lang}`)}</dd>
      <dt>{t('inbox.fields.format')}</dt>
      <dd>{t(`format.${request.format}`)}</dd>
      <dt>{t('inbox.fields.region')}</dt>
      <dd>{request.region ?? notGiven}</dd>
      <dt>{t('inbox.fields.availability')}</dt>
      <dd>{request.availability ?? notGiven}</dd>
      <dt>{t('inbox.fields.summary')}</dt>
      <dd className="markdown" data-testid="request-summary">
        <Markdown>{request.summary}</Markdown>
      </dd>
    </Facts>
  );
}
