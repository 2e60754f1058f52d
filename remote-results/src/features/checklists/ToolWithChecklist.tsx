import type { ReactNode } from 'react';
import { findChecklist, type ChecklistId } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { ToolPage } from '../../common/ToolChrome';
import { ChecklistSection } from './ChecklistSection';
import './texts';

/** The page of a tool that is also a checklist: the tool (given by the app) above its compact checklist. */
export function ToolWithChecklist({ id, children }: { id: ChecklistId; children: ReactNode }) {
  const { t } = useTranslation('results');
  const checklist = findChecklist(id);
  return (
    <ToolPage title={t(`checklist.${id}.title`)} lead={t(`checklist.${id}.lead`)}>
      {children}
      {checklist && <ChecklistSection checklist={checklist} compact />}
    </ToolPage>
  );
}
