import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { Select } from '@casino/ui/select';
import { Spinner } from '@casino/ui/spinner';
import { notify } from '@casino/ui/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserInfoPatch, type UserInfo } from '@casino/contracts';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DateInput } from '@/components/ui/date-input';
import { notifyError, showServerErrors } from '@/lib/notify-error';
import { countryName, countryOptions } from '@/lib/countries';
import { formatDate } from '@/lib/date';
import { useLocale } from '@/lib/i18n';
import { useUserInfo } from '../api/get-user-info';
import { useUpdateUserInfo } from '../api/update-user-info';

type Values = z.input<typeof UserInfoPatch>;
const FIELDS = [
  'first_name',
  'last_name',
  'date_of_birth',
  'mobile_number',
  'postal_code',
  'street_address',
  'country',
  'city',
  'middle_name',
  'gender',
  'title',
  'house_number',
  'document_series',
  'document_number',
  'registration_address',
] as const;
/** The extended profile's text fields (SPEC §3), after the ones every player fills in. */
const EXTENDED = [
  ['title', 'title', 'honorific-prefix'],
  ['middle_name', 'middleName', 'additional-name'],
  ['house_number', 'houseNumber', 'address-line2'],
  ['registration_address', 'registrationAddress', 'off'],
  ['document_series', 'documentSeries', 'off'],
  ['document_number', 'documentNumber', 'off'],
] as const;

const toForm = (info: UserInfo): Values => ({
  first_name: info.firstName,
  last_name: info.lastName,
  date_of_birth: info.dateOfBirth,
  mobile_number: info.mobileNumber,
  postal_code: info.postalCode,
  street_address: info.streetAddress,
  country: info.country,
  city: info.city,
  middle_name: info.middleName,
  gender: info.gender,
  title: info.title,
  house_number: info.houseNumber,
  document_series: info.documentSeries,
  document_number: info.documentNumber,
  registration_address: info.registrationAddress,
});

/** Personal details: read view with an edit mode (PATCH /api/users/user/info/). */
export function UserInfoSection() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const [editing, setEditing] = useState(false);

  if (info.isPending) return <Spinner className="text-gold-400" />;
  if (info.isError) {
    return (
      <Button variant="secondary" onClick={() => void info.refetch().then((r) => r.error && notifyError(r.error))}>
        {t('common.tryAgain')}
      </Button>
    );
  }
  return editing ? (
    <UserInfoForm info={info.data} onDone={() => setEditing(false)} />
  ) : (
    <UserInfoView info={info.data} onEdit={() => setEditing(true)} />
  );
}

function UserInfoView({ info, onEdit }: { info: UserInfo; onEdit: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows: [string, string][] = [
    [t('profile.firstName'), info.firstName],
    [t('profile.lastName'), info.lastName],
    [t('profile.dateOfBirth'), info.dateOfBirth ? formatDate(info.dateOfBirth) : ''],
    [t('profile.phone'), info.mobileNumber],
    [t('profile.address'), info.streetAddress],
    [t('profile.city'), info.city],
    [t('profile.postalCode'), info.postalCode],
    [t('profile.country'), countryName(info.country, locale)],
    [t('profile.gender'), info.gender ? t(`profile.genders.${info.gender}`) : ''],
    ...EXTENDED.map(([, key]): [string, string] => [t(`profile.${key}`), info[key]]),
  ];
  return (
    <div className="flex flex-col gap-5" data-testid="user-info-view">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-white/5 bg-ink-950/40 px-4 py-3">
            <dt className="text-xs text-fog-500">{label}</dt>
            <dd className="mt-0.5 font-medium text-fog-100">
              <bdi>{value || '—'}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <Button variant="outline" onClick={onEdit} className="self-start">
        {t('profile.edit')}
      </Button>
    </div>
  );
}

function UserInfoForm({ info, onDone }: { info: UserInfo; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const update = useUpdateUserInfo();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const form = useForm<Values, unknown, z.output<typeof UserInfoPatch>>({
    resolver: zodResolver(UserInfoPatch),
    defaultValues: toForm(info),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      notify(t('profile.infoUpdated'), 'success');
      onDone();
    } catch (error) {
      showServerErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('menu.items.personalDetails')}
      data-testid="user-info-form"
      className="flex flex-col gap-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('profile.firstName')}
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...form.register('first_name')}
        />
        <Input
          label={t('profile.lastName')}
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...form.register('last_name')}
        />
        <Controller
          control={form.control}
          name="date_of_birth"
          render={({ field }) => (
            <DateInput
              label={t('profile.dateOfBirth')}
              autoComplete="bday"
              error={errors.date_of_birth?.message}
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
          error={errors.mobile_number?.message}
          {...form.register('mobile_number')}
        />
        <Input
          label={t('profile.address')}
          autoComplete="street-address"
          error={errors.street_address?.message}
          {...form.register('street_address')}
        />
        <Input
          label={t('profile.city')}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register('city')}
        />
        <Input
          label={t('profile.postalCode')}
          autoComplete="postal-code"
          error={errors.postal_code?.message}
          {...form.register('postal_code')}
        />
        <Select
          label={t('profile.country')}
          options={countries}
          placeholder={t('common.choose')}
          error={errors.country?.message}
          {...form.register('country')}
        />
        <Select
          label={t('profile.gender')}
          options={[
            { value: '', label: '—' },
            { value: 'f', label: t('profile.genders.f') },
            { value: 'm', label: t('profile.genders.m') },
          ]}
          error={errors.gender?.message}
          {...form.register('gender')}
        />
        {EXTENDED.map(([field, key, autoComplete]) => (
          <Input
            key={field}
            label={t(`profile.${key}`)}
            autoComplete={autoComplete}
            error={errors[field]?.message}
            {...form.register(field)}
          />
        ))}
      </div>
      <div className="flex gap-3">
        <Button type="submit" loading={update.isPending}>
          {t('common.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
