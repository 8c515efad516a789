import { StarIcon } from '@casino/ui/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useCurrencyList } from '@/features/settings/api/get-currency-list';
import { AuthPage } from '../layouts/auth-page';

export default function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { promocode } = useParams();
  const currencies = useCurrencyList();
  return (
    <AuthPage title={t('auth.signUpTitle')} subtitle={t('auth.signUpSubtitle')} icon={<StarIcon />} wide>
      <SignUpForm
        currencies={currencies.data ?? []}
        promoCode={promocode}
        onRegistered={(email) => navigate(`/verify-email?email=${encodeURIComponent(email)}`)}
      />
    </AuthPage>
  );
}
