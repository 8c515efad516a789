import { Button } from '@casino/ui/button';
import { notify } from '@casino/ui/toast';
import { useTranslation } from 'react-i18next';
import { EmptyRow, Table, Td, Th } from '@/components/table';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { useReferralSites } from '../api/get-referral-sites';
import { signUpLink } from '../lib/sign-up-link';
import { NewReferralSiteForm } from './new-referral-site-form';

/** Puts a text on the clipboard and says so (or says it could not). */
function useCopy() {
  const { t } = useTranslation();
  return (text: string) =>
    navigator.clipboard.writeText(text).then(
      () => notify(t('agents.copied', { text }), 'success'),
      () => notify(t('agents.copyFailed'), 'error'),
    );
}

/** The agent's referral sites: a code each, the sign-up link to share, the players who came with it. */
export function ReferralSitesSection() {
  const { t } = useTranslation();
  const sites = useReferralSites();
  const copy = useCopy();
  return (
    <section aria-labelledby="sites-title" className="flex flex-col gap-4">
      <div>
        <h2 id="sites-title" className="text-lg font-semibold text-fog-100">
          {t('agents.sitesTitle')}
        </h2>
        <p className="mt-1 text-sm text-fog-400">{t('agents.sitesLead')}</p>
      </div>
      <NewReferralSiteForm />
      {sites.isError ? <p className="text-danger-400">{errorText(sites.error)}</p> : null}
      <Table caption={t('agents.sitesTitle')}>
        <thead>
          <tr>
            <Th>{t('agents.siteName')}</Th>
            <Th>{t('agents.siteLink')}</Th>
            <Th>{t('agents.code')}</Th>
            <Th numeric>{t('agents.signUps')}</Th>
            <Th>{t('agents.since')}</Th>
            <Th numeric>
              <span className="sr-only">{t('agents.actions')}</span>
            </Th>
          </tr>
        </thead>
        <tbody data-testid="referral-sites">
          {sites.data?.results.map((site) => (
            <tr key={site.id}>
              <Td className="font-semibold">{site.name}</Td>
              <Td className="max-w-64 truncate text-fog-400" dir="ltr">
                {site.link}
              </Td>
              <Td className="font-mono tabular-nums" dir="ltr">
                {site.code}
              </Td>
              <Td className="text-end tabular-nums">{site.players}</Td>
              <Td className="whitespace-nowrap text-fog-400">{formatDateTime(site.createdAt)}</Td>
              <Td>
                <div className="flex justify-end gap-2">
                  <Button size="sm" variant="secondary" onClick={() => void copy(site.code)}>
                    {t('agents.copyCode')}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => void copy(signUpLink(site.code))}>
                    {t('agents.copyLink')}
                  </Button>
                </div>
              </Td>
            </tr>
          ))}
          {sites.data?.results.length === 0 ? <EmptyRow columns={6}>{t('agents.noSites')}</EmptyRow> : null}
        </tbody>
      </Table>
    </section>
  );
}
