import { ApiError } from '@casino/api-client/error';
import { type Staff, StaffLoginRequest, TotpEnrolment } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/card';
import { Input } from '@casino/ui/input';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { useStaffLogin } from '../api/login';
import { TotpEnrolmentPanel } from './totp-enrolment';

/** Credentials first; then, if the account asks for it, a TOTP code, or an enrolment and its first code. */
type Step = { kind: 'credentials' } | { kind: 'code' } | { kind: 'enrol'; enrolment: TotpEnrolment };
type Field = 'username' | 'password' | 'code';
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ['username', 'password', 'code'];
const isField = (name: unknown): name is Field => FIELDS.includes(name as Field);

/** The field error code of a schema's issue: the contracts' own codes, else one of its kind. */
function issueCode(field: Field, issue: { code: string; message: string }): string {
  // A code is six digits: one text for whatever else was typed.
  if (field === 'code') return 'totp_format';
  if (['required', 'invalid', 'too_short', 'too_long'].includes(issue.message)) return issue.message;
  return issue.code === 'too_small' ? 'required' : issue.code === 'too_big' ? 'too_long' : 'invalid';
}

/** The staff sign-in; `onSignedIn` runs once a staff member's session is stored. */
export function SignInForm({ onSignedIn }: { onSignedIn?: (staff: Staff) => void }) {
  const { t } = useTranslation();
  const login = useStaffLogin();
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const asksCode = step.kind !== 'credentials';

  // The code field takes the focus as it appears, and again after a wrong code.
  useEffect(() => {
    if (asksCode) codeRef.current?.focus();
  }, [asksCode, fieldErrors.code]);

  const startAgain = () => {
    setStep({ kind: 'credentials' });
    setCode('');
    setPassword('');
    setFieldErrors({});
    setFormError(null);
  };

  const onError = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : '';
    if (code === 'totp_required') {
      setStep({ kind: 'code' });
    } else if (code === 'totp_setup_required' && error instanceof ApiError) {
      const enrolment = TotpEnrolment.safeParse(error.body.totp);
      if (enrolment.success) setStep({ kind: 'enrol', enrolment: enrolment.data });
      else setFormError(errorText(error));
    } else if (code === 'totp_invalid') {
      setCode('');
      setFieldErrors({ code: errorText(error) });
    } else if (code === 'no_active_account') {
      startAgain();
      setFormError(errorText(error));
    } else if (error instanceof ApiError && error.fieldErrors) {
      const next: FieldErrors = {};
      for (const [field, list] of Object.entries(error.fieldErrors)) {
        if (isField(field) && list[0]) next[field] = list[0].code;
      }
      setFieldErrors(next);
      if (Object.keys(next).length === 0) setFormError(errorText(error));
    } else {
      setFormError(errorText(error));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = { username, password, ...(asksCode ? { code: code.trim() } : {}) };
    const parsed = StaffLoginRequest.safeParse(body);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isField(field)) next[field] ??= issueCode(field, issue);
      }
      setFieldErrors(next);
      return;
    }
    setFieldErrors({});
    login.mutate(parsed.data, { onSuccess: (staff) => onSignedIn?.(staff), onError });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {formError && <Notice tone="error">{formError}</Notice>}
      {asksCode ? (
        <>
          <p className="text-sm text-fog-300">
            {t('signIn.as')} <strong className="font-semibold text-fog-100">{username.trim()}</strong>
          </p>
          {step.kind === 'enrol' ? (
            <>
              <Notice tone="info">{t('signIn.enrolLead')}</Notice>
              <TotpEnrolmentPanel enrolment={step.enrolment} />
            </>
          ) : (
            <p className="text-sm text-fog-400">{t('signIn.codeLead')}</p>
          )}
          <Input
            ref={codeRef}
            label={t('signIn.code')}
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            error={fieldErrors.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="000000"
            dir="ltr"
            className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.4em]"
          />
          <Button type="submit" block loading={login.isPending}>
            {step.kind === 'enrol' ? t('signIn.enrolSubmit') : t('signIn.verify')}
          </Button>
          <Button variant="ghost" size="sm" className="self-center" onClick={startAgain} disabled={login.isPending}>
            {t('signIn.startAgain')}
          </Button>
        </>
      ) : (
        <>
          <Input
            label={t('signIn.username')}
            name="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            error={fieldErrors.username}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
          />
          <Input
            label={t('signIn.password')}
            name="password"
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldErrors.password}
            autoComplete="current-password"
          />
          <Button type="submit" block loading={login.isPending} className="mt-1">
            {t('signIn.submit')}
          </Button>
        </>
      )}
    </form>
  );
}
