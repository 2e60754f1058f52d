// Exposed to the shell as 'results/CostCalculatorPage' (/checklisten/konflikt-kosten). Importing the namespace first registers this remote's texts.
import '../i18n';
import { withQueryProvider } from '@cc/shared-auth/query';
import { ToolWithChecklist } from '../features/checklists/ToolWithChecklist';
import CostCalculator from '../features/cost-calculator/CostCalculator';

function CostCalculatorPage() {
  return (
    <ToolWithChecklist id="konflikt-kosten">
      <CostCalculator />
    </ToolWithChecklist>
  );
}

export default withQueryProvider(CostCalculatorPage);
