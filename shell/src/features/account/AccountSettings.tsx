import styled from 'styled-components';
import { withQueryProvider } from '@cc/shared-auth/query';
import { useTranslation } from '@cc/shared-i18n';
import { Card } from '@cc/shared-ui';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DataExport } from './DataExport';
import { DeleteAccount } from './DeleteAccount';
import './texts';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(10)};
  > h2 {
    margin-top: 0;
  }
`;

const Cards = styled.div`
  display: grid;
  /* One column as wide as the page: an auto column grows to its widest field and runs off a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
`;

const DangerCard = styled(Card)`
  border-color: ${({ theme }) => theme.color.danger};
`;

/** The signed-in user's account settings on the dashboard. */
function AccountSettings() {
  const { t } = useTranslation('shell');
  return (
    <Section aria-labelledby="account-settings-title" data-testid="account-settings">
      <h2 id="account-settings-title">{t('account.settings.title')}</h2>
      <Cards>
        <Card>
          <ChangePasswordForm />
        </Card>
        <Card>
          <ChangeEmailForm />
        </Card>
        <Card>
          <DataExport />
        </Card>
        <DangerCard>
          <DeleteAccount />
        </DangerCard>
      </Cards>
    </Section>
  );
}

// A lazy page of its own: it brings the page's one query client (never part of the first load).
export default withQueryProvider(AccountSettings);
