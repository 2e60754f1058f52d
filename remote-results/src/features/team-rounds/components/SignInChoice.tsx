import { ButtonLink } from '@cc/shared-ui';
import { ButtonRow } from '@cc/shared-ui/forms';

/** The two ways to own a round, each coming back to `next` afterwards. */
export function SignInChoice({
  next,
  guestLabel,
  signInLabel,
}: {
  next: string;
  guestLabel: string;
  signInLabel: string;
}) {
  const back = encodeURIComponent(next);
  return (
    <ButtonRow>
      <ButtonLink to={`/auth?view=guest&next=${back}`}>{guestLabel}</ButtonLink>
      <ButtonLink to={`/auth?next=${back}`} variant="secondary">
        {signInLabel}
      </ButtonLink>
    </ButtonRow>
  );
}
