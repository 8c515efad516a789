import { ApiError } from '@casino/api-client/error';
import { isWebAddress } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { notify } from '@casino/ui/toast';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { useCreateReferralSite } from '../api/create-referral-site';

type SiteProblem = 'referral_site_name_blank' | 'referral_site_link_blank' | 'referral_site_link_invalid';

/** SPEC §5, as the server checks it: a name and a link, not blank, the link a web address. */
function problemOf(name: string, link: string): SiteProblem | null {
  if (!name.trim()) return 'referral_site_name_blank';
  if (!link.trim()) return 'referral_site_link_blank';
  return isWebAddress(link.trim()) ? null : 'referral_site_link_invalid';
}

/** An agent adds a referral site: a name and its address; the server gives it a code of its own. */
export function NewReferralSiteForm() {
  const { t } = useTranslation();
  const create = useCreateReferralSite();
  const [name, setName] = useState('');
  const [link, setLink] = useState('');
  const [problem, setProblem] = useState<SiteProblem | null>(null);
  const errorOn = (field: 'name' | 'link') =>
    problem && problem.includes(`_${field}_`) ? t(`agents.siteErrors.${problem}`) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(name, link);
    setProblem(found);
    if (found) return;
    create.mutate(
      { name: name.trim(), link: link.trim() },
      {
        onSuccess: (site) => {
          setName('');
          setLink('');
          notify(t('agents.siteCreated', { name: site.name, code: site.code }), 'success');
        },
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : '';
          if (code.startsWith('referral_site_')) setProblem(code as SiteProblem);
          else notify(errorText(error), 'error');
        },
      },
    );
  };

  return (
    <form
      noValidate
      className="card grid gap-4 p-5 md:grid-cols-[1fr_2fr_auto]"
      aria-label={t('agents.newSite')}
      onSubmit={submit}
    >
      <Input
        label={t('agents.siteName')}
        value={name}
        maxLength={100}
        onChange={(event) => setName(event.target.value)}
        error={errorOn('name')}
        required
      />
      <Input
        label={t('agents.siteLink')}
        type="url"
        placeholder="https://"
        value={link}
        maxLength={500}
        onChange={(event) => setLink(event.target.value)}
        error={errorOn('link')}
        required
      />
      <div className="flex items-end">
        <Button type="submit" loading={create.isPending}>
          {t('agents.addSite')}
        </Button>
      </div>
    </form>
  );
}
