import { ApiError } from '@casino/api-client/error';
import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { notify } from '@casino/ui/toast';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { useAddReferralSite } from '../api/add-referral-site';
import { useReferralSites } from '../api/get-referral-sites';
import { referralLink, referralSiteProblem } from '../lib/referral-site';

/** The affiliate's referral sites: add one (name and link), and each one's sign-up link and players. */
export function ReferralSites() {
  const { t } = useTranslation();
  const sites = useReferralSites();
  const add = useAddReferralSite();
  const [name, setName] = useState('');
  const [link, setLink] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<unknown>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const local = referralSiteProblem(name, link);
    setProblem(local);
    setRefused(null);
    if (local) return;
    try {
      await add.mutateAsync({ name: name.trim(), link: link.trim() });
      notify(t('bonus.referral.added'), 'success');
      setName('');
      setLink('');
    } catch (error) {
      // The server's own checks answer with the same codes as the page's: shown at the field.
      if (error instanceof ApiError && error.code.startsWith('referral_site_')) setProblem(error.code);
      else setRefused(error);
    }
  };
  const fieldError = (codes: string[]) => (problem && codes.includes(problem) ? t(`errors.${problem}`) : undefined);

  return (
    <div className="flex flex-col gap-4">
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-3 sm:grid-cols-[1fr_1.5fr_auto] sm:items-start"
        data-testid="referral-form"
      >
        <Input
          label={t('bonus.referral.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={fieldError(['referral_site_name_blank'])}
          maxLength={100}
          data-testid="referral-name"
        />
        <Input
          label={t('bonus.referral.link')}
          value={link}
          onChange={(event) => setLink(event.target.value)}
          error={fieldError(['referral_site_link_blank', 'referral_site_link_invalid'])}
          placeholder="https://"
          inputMode="url"
          dir="ltr"
          maxLength={500}
          data-testid="referral-link"
        />
        <Button type="submit" loading={add.isPending} className="sm:mt-7" data-testid="referral-submit">
          {t('bonus.referral.add')}
        </Button>
      </form>
      {refused !== null && (
        <p role="alert" className="text-sm text-danger-400">
          {errorText(refused)}
        </p>
      )}
      {sites.data && sites.data.results.length > 0 && (
        <ul className="flex flex-col divide-y divide-white/5" data-testid="referral-sites">
          {sites.data.results.map((site) => (
            <li key={site.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 text-sm">
              <span className="font-semibold text-fog-100">
                <bdi>{site.name}</bdi>
              </span>
              <span className="text-fog-400">{t('bonus.referral.players', { count: site.players })}</span>
              <code className="w-full select-all break-all text-xs text-gold-300" dir="ltr">
                {referralLink(window.location.origin, site.code)}
              </code>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
