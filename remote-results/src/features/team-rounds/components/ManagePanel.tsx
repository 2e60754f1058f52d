import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { TeamRoundView } from '@cc/shared-contract';
import { useTranslation } from '@cc/shared-i18n';
import { Button, showToast, type ButtonVariant } from '@cc/shared-ui';
import { ButtonRow, fileSlug, saveWithToast } from '@cc/shared-ui/forms';
import {
  useCloseTeamRound,
  useDeleteTeamRound,
  useExportTeamRound,
  useShareTeamRound,
  type TeamRoundExport,
} from '../api/team-rounds';
import { CopyField } from './CopyField';
import { Dialog } from './Dialog';
import { Failure } from './Failure';
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

/** What the panel needs of a request's state (a TanStack mutation). */
interface Request {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

interface ActionButtonProps {
  variant?: ButtonVariant;
  /** While its request runs the button does nothing (aria-disabled: it stays focusable). */
  pending?: boolean;
  onAction: () => void;
  testId?: string;
  children: ReactNode;
}

function ActionButton({ variant, pending = false, onAction, testId, children }: ActionButtonProps) {
  return (
    <Button
      $variant={variant}
      data-testid={testId}
      aria-disabled={pending || undefined}
      onClick={() => !pending && onAction()}
    >
      {children}
    </Button>
  );
}

interface ConfirmDialogProps {
  title: string;
  testId: string;
  request: Request;
  failed: string;
  confirm: string;
  variant?: ButtonVariant;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** Asks before closing or deleting: the question, what went wrong, cancel and the step itself. */
function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('results');
  return (
    <Dialog title={props.title} onClose={props.onCancel} data-testid={props.testId}>
      {props.children}
      {props.request.isError && <Failure text={props.failed} error={props.request.error} />}
      <ButtonRow style={{ marginTop: 16 }}>
        <Button $variant="ghost" onClick={props.onCancel}>
          {t('teamRounds.common.cancel')}
        </Button>
        <ActionButton variant={props.variant} pending={props.request.isPending} onAction={props.onConfirm}>
          {props.confirm}
        </ActionButton>
      </ButtonRow>
    </Dialog>
  );
}

/** Sharing the read-only result, closing, exporting and deleting the round. */
export function ManagePanel({ round, closed }: { round: TeamRoundView; closed: boolean }) {
  const { t } = useTranslation('results');
  const id = useId();
  const navigate = useNavigate();
  const share = useShareTeamRound(round.id);
  const close = useCloseTeamRound(round.id);
  const exporter = useExportTeamRound(round.id);
  const removal = useDeleteTeamRound(round.id);
  const [dialog, setDialog] = useState<'close' | 'delete' | null>(null);
  const team = round.team_name;
  // The file is named after the team, in the page's language (the team's name in letters, digits and dashes).
  const saveExport = (doc: TeamRoundExport) => {
    const file = t('teamRounds.owner.export.file', {
      team: fileSlug(team) || t('teamRounds.owner.export.fileFallback'),
    });
    void saveWithToast(new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }), file, {
      saved: t('teamRounds.owner.export.saved', { file }),
      failed: t('teamRounds.owner.export.saveFailed'),
    });
  };

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
              <ActionButton
                variant="secondary"
                testId="team-round-unshare"
                pending={share.isPending}
                onAction={() => setShared(false)}
              >
                {t('teamRounds.owner.share.revoke')}
              </ActionButton>
            </div>
          </>
        ) : (
          <div>
            <ActionButton
              variant="secondary"
              testId="team-round-share"
              pending={share.isPending}
              onAction={() => setShared(true)}
            >
              {t('teamRounds.owner.share.create')}
            </ActionButton>
          </div>
        )}
        {share.isError && <Failure text={t('teamRounds.owner.share.failed')} error={share.error} />}
      </Part>

      {!closed && (
        <Part>
          <h3>{t('teamRounds.owner.close.title')}</h3>
          <p>{t('teamRounds.owner.close.text')}</p>
          <div>
            <ActionButton
              variant="secondary"
              testId="team-round-close"
              onAction={() => {
                close.reset();
                setDialog('close');
              }}
            >
              {t('teamRounds.owner.close.button')}
            </ActionButton>
          </div>
        </Part>
      )}

      <Part>
        <h3>{t('teamRounds.owner.export.title')}</h3>
        <p>{t('teamRounds.owner.export.text')}</p>
        <div>
          <ActionButton
            variant="secondary"
            testId="team-round-export"
            pending={exporter.isPending}
            onAction={() => exporter.mutate(undefined, { onSuccess: saveExport })}
          >
            {t('teamRounds.owner.export.button')}
          </ActionButton>
        </div>
        {exporter.isError && <Failure text={t('teamRounds.owner.export.failed')} error={exporter.error} />}
      </Part>

      <Part>
        <h3>{t('teamRounds.owner.delete.title')}</h3>
        <p>{t('teamRounds.owner.delete.text')}</p>
        <div>
          <ActionButton
            variant="danger"
            testId="team-round-delete"
            onAction={() => {
              removal.reset();
              setDialog('delete');
            }}
          >
            {t('teamRounds.owner.delete.button')}
          </ActionButton>
        </div>
      </Part>

      {dialog === 'close' && (
        <ConfirmDialog
          title={t('teamRounds.owner.close.title')}
          testId="team-round-close-dialog"
          request={close}
          failed={t('teamRounds.owner.close.failed')}
          confirm={t('teamRounds.owner.close.confirmYes')}
          onCancel={() => setDialog(null)}
          onConfirm={() =>
            close.mutate(undefined, {
              onSuccess: () => {
                setDialog(null);
                void showToast(t('teamRounds.owner.close.done'), 'success');
              },
            })
          }
        >
          <p>{t('teamRounds.owner.close.confirm', { team })}</p>
          <p>{t('teamRounds.owner.close.text')}</p>
        </ConfirmDialog>
      )}

      {dialog === 'delete' && (
        <ConfirmDialog
          title={t('teamRounds.owner.delete.dialogTitle')}
          testId="team-round-delete-dialog"
          request={removal}
          failed={t('teamRounds.owner.delete.failed')}
          confirm={t('teamRounds.owner.delete.confirmYes')}
          variant="danger"
          onCancel={() => setDialog(null)}
          onConfirm={() =>
            removal.mutate(undefined, {
              onSuccess: () => {
                void showToast(t('teamRounds.owner.delete.done', { team }), 'success');
                void navigate('/dashboard', { replace: true });
              },
            })
          }
        >
          <p>{t('teamRounds.owner.delete.confirm', { team })}</p>
        </ConfirmDialog>
      )}
    </Section>
  );
}
