import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/lib/use-page-title';
import { GrantsTab } from './components/grants-tab';
import { JackpotsTab } from './components/jackpots-tab';
import { PromoCodesTab } from './components/promo-codes-tab';
import { SectionNav } from './components/section-nav';
import { SettingsTab } from './components/settings-tab';
import { WheelTab } from './components/wheel-tab';

/** The bonuses screen (super operators, the owner): grants by hand, promo codes, settings, the wheel, the jackpots. */
export default function BonusesPage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.bonuses.title'));
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <PageHeader title={t('screens.bonuses.title')} lead={t('screens.bonuses.description')} />
      <SectionNav />
      <Routes>
        <Route index element={<Navigate to="/bonuses/grants" replace />} />
        <Route path="grants" element={<GrantsTab />} />
        <Route path="promo-codes" element={<PromoCodesTab />} />
        <Route path="settings" element={<SettingsTab />} />
        <Route path="wheel" element={<WheelTab />} />
        <Route path="jackpots" element={<JackpotsTab />} />
        <Route path="*" element={<Navigate to="/bonuses/grants" replace />} />
      </Routes>
    </div>
  );
}
