import { NewPlayerRequest, type PlayerDetail } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { notify } from '@casino/ui/toast';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldCodes, fieldError, parseForm, serverFieldCodes } from '@/lib/contract-form';
import { errorText } from '@/lib/error-text';
import { useCreatePlayer } from '../api/create-player';

const EMPTY = { username: '', email: '', password: '', password2: '', first_name: '', last_name: '' };
type Field = keyof typeof EMPTY;

/**
 * A cashier or an agent makes a player under them (issue #25): the sign-up's rules for the name
 * and the password, checked here as the server checks them; the player is in the staff member's
 * currency and signs in on the player site at once.
 */
export function NewPlayerForm({ currency, onDone }: { currency: string; onDone?: (player: PlayerDetail) => void }) {
  const { t } = useTranslation();
  const create = useCreatePlayer();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldCodes>({});
  const set = (name: Field) => (event: { target: { value: string } }) =>
    setForm({ ...form, [name]: event.target.value });
  const input = (name: Field, props: { type?: string; autoComplete?: string; required?: boolean } = {}) => (
    <Input
      label={t(`newPlayer.${name}`)}
      value={form[name]}
      onChange={set(name)}
      error={fieldError(errors, name)}
      {...props}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseForm(NewPlayerRequest, form);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (player) => {
        setForm(EMPTY);
        notify(t('newPlayer.created', { username: player.username }), 'success');
        onDone?.(player);
      },
      onError: (error) => {
        const fields = serverFieldCodes(error);
        // A refusal of no field of the form (the staff member's currency) is said aloud.
        if (fields && Object.keys(fields).some((field) => field in EMPTY)) setErrors(fields);
        else notify(errorText(error), 'error');
      },
    });
  };

  return (
    <form noValidate className="card grid gap-4 p-5 md:grid-cols-2" aria-label={t('newPlayer.title')} onSubmit={submit}>
      <div className="md:col-span-2">
        <h2 className="text-lg font-semibold text-fog-100">{t('newPlayer.title')}</h2>
        <p className="mt-1 text-sm text-fog-400">{t('newPlayer.lead', { currency })}</p>
      </div>
      {input('username', { required: true, autoComplete: 'off' })}
      {input('email', { type: 'email', required: true, autoComplete: 'off' })}
      {input('password', { type: 'password', required: true, autoComplete: 'new-password' })}
      {input('password2', { type: 'password', required: true, autoComplete: 'new-password' })}
      {input('first_name')}
      {input('last_name')}
      <p className="text-xs text-fog-400 md:col-span-2">{t('newPlayer.passwordHint')}</p>
      <div className="flex flex-wrap gap-2 md:col-span-2">
        <Button type="submit" loading={create.isPending}>
          {t('newPlayer.create')}
        </Button>
      </div>
    </form>
  );
}
