// Exposed to the shell as 'results/ValuesRadarPage' (/checklisten/werte-radar). Importing the namespace first registers this remote's texts.
import '../i18n';
import { withQueryProvider } from '@cc/shared-auth/query';
import { ToolWithChecklist } from '../features/checklists/ToolWithChecklist';
import ValuesRadar from '../features/values-radar/ValuesRadar';

function ValuesRadarPage() {
  return (
    <ToolWithChecklist id="werte-radar">
      <ValuesRadar />
    </ToolWithChecklist>
  );
}

export default withQueryProvider(ValuesRadarPage);
