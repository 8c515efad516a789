import type { LoginRequest } from '@casino/contracts';
import { WithdrawBalance } from '@/features/account-closure/components/withdraw-balance';
import { SignInForm } from '@/features/auth/components/sign-in-form';

/**
 * The sign-in form as the site shows it: a self-excluded player, who cannot sign in, may still
 * withdraw their balance with the credentials typed (features/auth does not know the closure feature).
 */
export function AppSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  return (
    <SignInForm
      onSignedIn={onSignedIn}
      selfExcludedActions={(credentials: LoginRequest) => <WithdrawBalance credentials={credentials} />}
    />
  );
}
