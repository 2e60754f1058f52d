import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { checklists, findChecklist, toolLinks, type ChecklistItem } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { Badge, ButtonLink, Card } from '@cc/shared-ui';
import { ButtonRow } from '@cc/shared-ui/forms';
import { PrintButton, ToolPage } from '../../common/ToolChrome';
import { ChecklistSection } from './ChecklistSection';
import './texts';

const Links = styled.ul`
  list-style: none;
  padding: 0;
  margin: 16px 0 0;
  display: grid;
  gap: 8px;
`;

function FreeChecklistLinks() {
  const { t } = useTranslation('results');
  return (
    <Links data-testid="free-checklists">
      {checklists
        .filter((item) => !item.isPremium)
        .map((item) => (
          <li key={item.id}>
            <Link to={item.path}>{t(`checklist.${item.id}.title`)}</Link>
          </li>
        ))}
    </Links>
  );
}

/** Where a checklist page without a free checklist sends on: the analysis, or the chat. */
function FurtherTools() {
  const { t } = useTranslation('results');
  return (
    <ButtonRow style={{ marginTop: 24 }}>
      <ButtonLink to={toolLinks['conflict-analysis'].path}>{t('links.analysis')}</ButtonLink>
      <ButtonLink to="/chat" variant="secondary">
        {t('links.chat')}
      </ButtonLink>
    </ButtonRow>
  );
}

function UnknownChecklist() {
  const { t } = useTranslation('results');
  return (
    <ToolPage title={t('checklist.unknownTitle')} lead={t('checklist.unknownLead')}>
      <Card data-testid="checklist-unknown">
        <h2>{t('checklistTool.unknown.heading')}</h2>
        <FreeChecklistLinks />
        <FurtherTools />
      </Card>
    </ToolPage>
  );
}

function PremiumChecklist({ checklist }: { checklist: ChecklistItem }) {
  const { t } = useTranslation('results');
  return (
    <ToolPage title={t(`checklist.${checklist.id}.title`)} lead={t(`checklist.${checklist.id}.lead`)}>
      <Card data-testid="checklist-premium">
        <Badge $tone="premium">{t('checklist.premiumSoon')}</Badge>
        <p style={{ marginTop: 16 }}>{t('checklistTool.premium.text')}</p>
        <h2>{t('checklistTool.premium.meanwhile')}</h2>
        <FreeChecklistLinks />
        <FurtherTools />
      </Card>
    </ToolPage>
  );
}

export default function ChecklistPage() {
  const { t } = useTranslation('results');
  const checklist = findChecklist(useParams().slug);
  if (!checklist) return <UnknownChecklist />;
  if (checklist.isPremium) return <PremiumChecklist checklist={checklist} />;
  return (
    <ToolPage title={t(`checklist.${checklist.id}.title`)} lead={t(`checklist.${checklist.id}.lead`)}>
      <ButtonRow data-print="hide">
        <PrintButton />
      </ButtonRow>
      {/* Keyed: another checklist at the same route starts from its own stored ticks. */}
      <ChecklistSection key={checklist.id} checklist={checklist} />
    </ToolPage>
  );
}
