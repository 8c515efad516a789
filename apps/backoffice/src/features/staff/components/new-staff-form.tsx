import { ApiError } from '@casino/api-client/error';
import { STAFF_ROLES, type StaffRole } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { Select } from '@casino/ui/select';
import { notify } from '@casino/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, fieldErrorText } from '@/lib/error-text';
import { useCreateStaff } from '../api/create-staff';

const EMPTY = { username: '', email: '', password: '', role: 'C' as StaffRole, currency: '' };

/** The owner makes a staff account: its role, and for a cashier or an agent the currency of its balance. */
export function NewStaffForm() {
  const { t } = useTranslation();
  const create = useCreateStaff();
  const [form, setForm] = useState(EMPTY);
  const fields = create.error instanceof ApiError ? (create.error.fieldErrors ?? {}) : {};
  /** A field's error in the console's language: the screen's own text, the console's, else the server's words. */
  const fieldError = (name: keyof typeof EMPTY) => {
    const item = fields[name]?.[0];
    if (!item) return undefined;
    const own = `staff.errors.${item.code}`;
    const text = fieldErrorText(item.code);
    return t(own, { defaultValue: text === item.code ? item.message : text });
  };
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm({ ...form, [name]: event.target.value });
  const keepsCash = form.role === 'C' || form.role === 'A';
  return (
    <form
      className="card grid gap-4 p-5 md:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        const { currency, ...rest } = form;
        create.mutate(
          { ...rest, ...(keepsCash && currency ? { currency: currency.toUpperCase() } : {}) },
          {
            onSuccess: (account) => {
              setForm(EMPTY);
              notify(t('staff.created', { username: account.username }), 'success');
            },
            onError: (error) => {
              if (!(error instanceof ApiError && error.fieldErrors)) notify(errorText(error), 'error');
            },
          },
        );
      }}
    >
      <h2 className="text-lg font-semibold text-fog-100 md:col-span-2">{t('staff.new')}</h2>
      <Input
        label={t('staff.username')}
        value={form.username}
        onChange={set('username')}
        error={fieldError('username')}
        required
      />
      <Input
        label={t('staff.email')}
        type="email"
        value={form.email}
        onChange={set('email')}
        error={fieldError('email')}
        required
      />
      <Input
        label={t('staff.password')}
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        error={fieldError('password')}
        hint={t('staff.passwordHint')}
        required
      />
      <Select
        label={t('staff.role')}
        value={form.role}
        onChange={set('role')}
        options={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
      />
      {keepsCash ? (
        <Input
          label={t('staff.currency')}
          value={form.currency}
          maxLength={5}
          placeholder="EUR"
          onChange={set('currency')}
          error={fieldError('currency')}
          hint={t('staff.currencyHint')}
        />
      ) : null}
      <div className="flex items-end md:col-span-2">
        <Button type="submit" loading={create.isPending}>
          {t('staff.create')}
        </Button>
      </div>
    </form>
  );
}
