import { Button } from '@casino/ui/button';
import { Checkbox } from '@casino/ui/checkbox';
import { Input } from '@casino/ui/input';
import { Select } from '@casino/ui/select';
import { TextLink } from '@casino/ui/text-link';
import { zodResolver } from '@hookform/resolvers/zod';
import { MIN_AGE_YEARS, RegistrationRequest, type Currency } from '@casino/contracts';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DateInput } from '@/components/ui/date-input';
import { EmailInput } from '@/components/ui/email-input';
import { PasswordInput } from '@/components/ui/password-input';
import { showServerErrors } from '@/lib/notify-error';
import { countryOptions } from '@/lib/countries';
import { currentLocale, useLocale } from '@/lib/i18n';
import { useRegister } from '../api/register';
import { TermsDialog } from './terms-dialog';

type Values = z.input<typeof RegistrationRequest>;
type Output = z.output<typeof RegistrationRequest>;

const FIELDS = [
  'username',
  'email',
  'password',
  'password2',
  'phone',
  'first_name',
  'last_name',
  'date_of_birth',
  'address',
  'city',
  'postal_code',
  'country',
  'currency',
  'bonus_code',
  'agent_id',
  'age_confirmation',
  'terms_accepted',
] as const;

/** Latest allowed birth date, for the calendar (the schema enforces the real rule). */
function adultMaxDate(): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - MIN_AGE_YEARS);
  return d.toISOString().slice(0, 10);
}

const noAuto = { autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false } as const;

/** Every sign-up field of SPEC §3; the currency list and promo code come from the page. */
export function SignUpForm({
  currencies,
  promoCode,
  onRegistered,
}: {
  currencies: readonly Currency[];
  promoCode?: string | undefined;
  onRegistered: (email: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const registration = useRegister();
  const [termsOpen, setTermsOpen] = useState(false);
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const defaultCurrency = currencies.find((c) => c.isDefault)?.code ?? currencies[0]?.code ?? '';

  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(RegistrationRequest),
    defaultValues: {
      username: '',
      email: '',
      password: '',
      password2: '',
      phone: '',
      first_name: '',
      last_name: '',
      date_of_birth: '',
      address: '',
      city: '',
      postal_code: '',
      country: '',
      currency: defaultCurrency,
      bonus_code: promoCode ?? '',
      agent_id: '',
    },
  });
  const { errors } = form.formState;

  useEffect(() => {
    // The list arrives after the first render: preselect the default currency then.
    if (defaultCurrency && !form.getValues('currency')) form.setValue('currency', defaultCurrency);
  }, [defaultCurrency, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await registration.mutateAsync({ ...values, language: currentLocale() });
      onRegistered(values.email);
    } catch (error) {
      showServerErrors(error, form.setError, FIELDS);
    }
  });

  const err = (name: (typeof FIELDS)[number]) => errors[name]?.message;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('auth.signUpTitle')}
      data-testid="sign-up-form"
      className="flex flex-col gap-6"
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-xs font-semibold tracking-widest text-gold-400 uppercase">
          {t('auth.sectionAccount')}
        </legend>
        <Input
          label={t('auth.username')}
          autoComplete="username"
          {...noAuto}
          error={err('username')}
          {...form.register('username')}
        />
        <EmailInput label={t('auth.email')} {...noAuto} error={err('email')} {...form.register('email')} />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="new-password"
          isNew
          hint={t('auth.passwordHint')}
          error={err('password')}
          {...form.register('password')}
        />
        <PasswordInput
          label={t('auth.repeatPassword')}
          autoComplete="new-password"
          error={err('password2')}
          {...form.register('password2')}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-xs font-semibold tracking-widest text-gold-400 uppercase">
          {t('auth.sectionPersonal')}
        </legend>
        <Input
          label={t('profile.firstName')}
          autoComplete="given-name"
          {...noAuto}
          error={err('first_name')}
          {...form.register('first_name')}
        />
        <Input
          label={t('profile.lastName')}
          autoComplete="family-name"
          {...noAuto}
          error={err('last_name')}
          {...form.register('last_name')}
        />
        <Controller
          control={form.control}
          name="date_of_birth"
          render={({ field }) => (
            <DateInput
              label={t('profile.dateOfBirth')}
              max={adultMaxDate()}
              autoComplete="bday"
              error={err('date_of_birth')}
              ref={field.ref}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Input
          label={t('profile.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...noAuto}
          hint={t('common.optional')}
          error={err('phone')}
          {...form.register('phone')}
        />
        <Input
          label={t('profile.address')}
          autoComplete="street-address"
          {...noAuto}
          hint={t('common.optional')}
          error={err('address')}
          {...form.register('address')}
        />
        <Input
          label={t('profile.city')}
          autoComplete="address-level2"
          {...noAuto}
          hint={t('common.optional')}
          error={err('city')}
          {...form.register('city')}
        />
        <Input
          label={t('profile.postalCode')}
          autoComplete="postal-code"
          {...noAuto}
          hint={t('common.optional')}
          error={err('postal_code')}
          {...form.register('postal_code')}
        />
        <Select
          label={t('profile.country')}
          autoComplete="country"
          options={countries}
          placeholder={t('common.choose')}
          error={err('country')}
          {...form.register('country')}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-xs font-semibold tracking-widest text-gold-400 uppercase">
          {t('auth.sectionPreferences')}
        </legend>
        <Select
          label={t('auth.currency')}
          options={currencies.map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }))}
          error={err('currency')}
          {...form.register('currency')}
        />
        <Input
          label={t('auth.bonusCode')}
          {...noAuto}
          hint={t('common.optional')}
          error={err('bonus_code')}
          {...form.register('bonus_code')}
        />
        <Input
          label={t('auth.agentId')}
          {...noAuto}
          hint={t('common.optional')}
          error={err('agent_id')}
          {...form.register('agent_id')}
        />
      </fieldset>

      <div className="flex flex-col gap-3">
        <Checkbox
          label={t('auth.ageConfirmation', { age: MIN_AGE_YEARS })}
          error={err('age_confirmation')}
          {...form.register('age_confirmation')}
        />
        <Checkbox
          label={
            <Trans
              i18nKey="auth.acceptTerms"
              components={{
                terms: (
                  <button
                    type="button"
                    onClick={() => setTermsOpen(true)}
                    className="font-medium text-gold-300 underline underline-offset-4"
                  />
                ),
              }}
            />
          }
          error={err('terms_accepted')}
          {...form.register('terms_accepted')}
        />
      </div>

      <Button type="submit" size="lg" block loading={registration.isPending}>
        {t('auth.createAccount')}
      </Button>
      <p className="text-center text-sm text-fog-400">
        {t('auth.haveAccount')} <TextLink to="/auth/sign-in">{t('auth.signIn')}</TextLink>
      </p>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </form>
  );
}
