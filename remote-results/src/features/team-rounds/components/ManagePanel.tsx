import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { apiErrorMessageKey } from '@cc/shared-auth/api-errors';
import type { TeamRoundView } from '@cc/shared-contract';
import { useTranslation } from '@cc/shared-i18n';
import { Alert, Button, ButtonRow, showToast } from '@cc/shared-ui';
import {
  useCloseTeamRound,
  useDeleteTeamRound,
  useExportTeamRound,
  useShareTeamRound,
  type TeamRoundExport,
} from '../api/team-rounds';
import { CopyField } from './CopyField';
import { Dialog } from './Dialog';
import { Muted, Section } from './layout';

const Part = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    margin: 0;
  }
`;

/** A file name from the team's name: letters, digits and dashes. */
function fileName(team: string): string {
  const slug = team
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `team-round-${slug || 'export'}.json`;
}

function download(document: TeamRoundExport, name: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }));
  const link = window.document.createElement('a');
  link.href = url;
  link.download = name;
  window.document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Sharing the read-only result, closing, exporting and deleting the round. */
export function ManagePanel({ round, closed }: { round: TeamRoundView; closed: boolean }) {
  const { t } = useTranslation(['results', 'apiErrors']);
  const id = useId();
  const navigate = useNavigate();
  const share = useShareTeamRound(round.id);
  const close = useCloseTeamRound(round.id);
  const exporter = useExportTeamRound(round.id);
  const removal = useDeleteTeamRound(round.id);
  const [dialog, setDialog] = useState<'close' | 'delete' | null>(null);
  const team = round.team_name;

  const setShared = (shared: boolean) =>
    share.mutate(shared, {
      onSuccess: () =>
        void showToast(t(shared ? 'teamRounds.owner.share.created' : 'teamRounds.owner.share.revoked'), 'success'),
    });

  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('teamRounds.owner.manage.title')}</h2>

      <Part>
        <h3>{t('teamRounds.owner.share.title')}</h3>
        <p>{t('teamRounds.owner.share.text', { threshold: round.threshold })}</p>
        {round.share ? (
          <>
            <CopyField
              label={t('teamRounds.owner.share.link')}
              value={round.share.url}
              data-testid="team-round-share-link"
            />
            <Muted>{t('teamRounds.owner.share.revokeHint')}</Muted>
            <div>
              <Button
                $variant="secondary"
                data-testid="team-round-unshare"
                aria-disabled={share.isPending || undefined}
                onClick={() => !share.isPending && setShared(false)}
              >
                {t('teamRounds.owner.share.revoke')}
              </Button>
            </div>
          </>
        ) : (
          <div>
            <Button
              $variant="secondary"
              data-testid="team-round-share"
              aria-disabled={share.isPending || undefined}
              onClick={() => !share.isPending && setShared(true)}
            >
              {t('teamRounds.owner.share.create')}
            </Button>
          </div>
        )}
        {share.isError && (
          <Alert tone="error">
            <p>{t('teamRounds.owner.share.failed')}</p>
            <p>{t(apiErrorMessageKey(share.error))}</p>
          </Alert>
        )}
      </Part>

      {!closed && (
        <Part>
          <h3>{t('teamRounds.owner.close.title')}</h3>
          <p>{t('teamRounds.owner.close.text')}</p>
          <div>
            <Button
              $variant="secondary"
              data-testid="team-round-close"
              onClick={() => {
                close.reset();
                setDialog('close');
              }}
            >
              {t('teamRounds.owner.close.button')}
            </Button>
          </div>
        </Part>
      )}

      <Part>
        <h3>{t('teamRounds.owner.export.title')}</h3>
        <p>{t('teamRounds.owner.export.text')}</p>
        <div>
          <Button
            $variant="secondary"
            data-testid="team-round-export"
            aria-disabled={exporter.isPending || undefined}
            onClick={() =>
              !exporter.isPending && exporter.mutate(undefined, { onSuccess: (doc) => download(doc, fileName(team)) })
            }
          >
            {t('teamRounds.owner.export.button')}
          </Button>
        </div>
        {exporter.isError && (
          <Alert tone="error">
            <p>{t('teamRounds.owner.export.failed')}</p>
            <p>{t(apiErrorMessageKey(exporter.error))}</p>
          </Alert>
        )}
      </Part>

      <Part>
        <h3>{t('teamRounds.owner.delete.title')}</h3>
        <p>{t('teamRounds.owner.delete.text')}</p>
        <div>
          <Button
            $variant="danger"
            data-testid="team-round-delete"
            onClick={() => {
              removal.reset();
              setDialog('delete');
            }}
          >
            {t('teamRounds.owner.delete.button')}
          </Button>
        </div>
      </Part>

      {dialog === 'close' && (
        <Dialog
          title={t('teamRounds.owner.close.title')}
          onClose={() => setDialog(null)}
          data-testid="team-round-close-dialog"
        >
          <p>{t('teamRounds.owner.close.confirm', { team })}</p>
          <p>{t('teamRounds.owner.close.text')}</p>
          {close.isError && (
            <Alert tone="error">
              <p>{t('teamRounds.owner.close.failed')}</p>
              <p>{t(apiErrorMessageKey(close.error))}</p>
            </Alert>
          )}
          <ButtonRow style={{ marginTop: 16 }}>
            <Button $variant="ghost" onClick={() => setDialog(null)}>
              {t('teamRounds.common.cancel')}
            </Button>
            <Button
              aria-disabled={close.isPending || undefined}
              onClick={() =>
                !close.isPending &&
                close.mutate(undefined, {
                  onSuccess: () => {
                    setDialog(null);
                    void showToast(t('teamRounds.owner.close.done'), 'success');
                  },
                })
              }
            >
              {t('teamRounds.owner.close.confirmYes')}
            </Button>
          </ButtonRow>
        </Dialog>
      )}

      {dialog === 'delete' && (
        <Dialog
          title={t('teamRounds.owner.delete.dialogTitle')}
          onClose={() => setDialog(null)}
          data-testid="team-round-delete-dialog"
        >
          <p>{t('teamRounds.owner.delete.confirm', { team })}</p>
          {removal.isError && (
            <Alert tone="error">
              <p>{t('teamRounds.owner.delete.failed')}</p>
              <p>{t(apiErrorMessageKey(removal.error))}</p>
            </Alert>
          )}
          <ButtonRow style={{ marginTop: 16 }}>
            <Button $variant="ghost" onClick={() => setDialog(null)}>
              {t('teamRounds.common.cancel')}
            </Button>
            <Button
              $variant="danger"
              aria-disabled={removal.isPending || undefined}
              onClick={() =>
                !removal.isPending &&
                removal.mutate(undefined, {
                  onSuccess: () => {
                    void showToast(t('teamRounds.owner.delete.done', { team }), 'success');
                    void navigate('/dashboard', { replace: true });
                  },
                })
              }
            >
              {t('teamRounds.owner.delete.confirmYes')}
            </Button>
          </ButtonRow>
        </Dialog>
      )}
    </Section>
  );
}
