import { type AgentSummary, NewAgentRequest } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { Select } from '@casino/ui/select';
import { notify } from '@casino/ui/toast';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldCodes, fieldError, parseForm, serverFieldCodes } from '@/lib/contract-form';
import { errorText } from '@/lib/error-text';
import { useCreateAgent } from '../api/create-agent';

const EMPTY = { username: '', email: '', password: '', parent_id: '', currency: '' };
type Field = keyof typeof EMPTY;

/**
 * A new agent: an agent's sub-agent, under them and in their currency; the owner places one under
 * any agent (their currency) or at the top, in a currency of the site (decision 044).
 */
export function NewAgentForm({
  isOwner,
  currency,
  agents,
}: {
  isOwner: boolean;
  /** The calling agent's currency, which their sub-agents keep. */
  currency: string;
  /** The agents the owner may place the new one under. */
  agents: readonly AgentSummary[];
}) {
  const { t } = useTranslation();
  const create = useCreateAgent();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldCodes>({});
  const set = (name: Field) => (event: { target: { value: string } }) =>
    setForm({ ...form, [name]: event.target.value });
  const atTop = isOwner && form.parent_id === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      username: form.username,
      email: form.email,
      password: form.password,
      ...(isOwner && form.parent_id ? { parent_id: Number(form.parent_id) } : {}),
      ...(atTop && form.currency.trim() ? { currency: form.currency.trim().toUpperCase() } : {}),
    };
    const parsed = parseForm(NewAgentRequest, body);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (agent) => {
        setForm(EMPTY);
        notify(t('agents.created', { username: agent.username }), 'success');
      },
      onError: (error) => {
        const fields = serverFieldCodes(error);
        if (fields && Object.keys(fields).some((field) => field in EMPTY)) setErrors(fields);
        else notify(errorText(error), 'error');
      },
    });
  };

  return (
    <form noValidate className="card grid gap-4 p-5 md:grid-cols-3" aria-label={t('agents.new')} onSubmit={submit}>
      <div className="md:col-span-3">
        <h3 className="text-base font-semibold text-fog-100">{t('agents.new')}</h3>
        <p className="mt-1 text-sm text-fog-400">
          {isOwner ? t('agents.newLeadOwner') : t('agents.newLead', { currency })}
        </p>
      </div>
      <Input
        label={t('agents.username')}
        value={form.username}
        onChange={set('username')}
        error={fieldError(errors, 'username')}
        autoComplete="off"
        required
      />
      <Input
        label={t('agents.email')}
        type="email"
        value={form.email}
        onChange={set('email')}
        error={fieldError(errors, 'email')}
        autoComplete="off"
        required
      />
      <Input
        label={t('agents.password')}
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        error={fieldError(errors, 'password')}
        hint={t('agents.passwordHint')}
        required
      />
      {isOwner ? (
        <Select
          label={t('agents.parent')}
          value={form.parent_id}
          onChange={set('parent_id')}
          error={fieldError(errors, 'parent_id')}
          options={[
            { value: '', label: t('agents.noParent') },
            ...agents.map((agent) => ({ value: String(agent.id), label: `${agent.username} · ${agent.currency}` })),
          ]}
        />
      ) : null}
      {atTop ? (
        <Input
          label={t('agents.currency')}
          value={form.currency}
          maxLength={5}
          placeholder="EUR"
          onChange={set('currency')}
          error={fieldError(errors, 'currency')}
          hint={t('agents.currencyHint')}
        />
      ) : null}
      <div className="flex items-end md:col-span-3">
        <Button type="submit" loading={create.isPending}>
          {t('agents.create')}
        </Button>
      </div>
    </form>
  );
}
