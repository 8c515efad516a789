import type { PaymentSystemConfig } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Checkbox } from '@casino/ui/checkbox';
import { useTranslation } from 'react-i18next';
import { Badge, EmptyRow, Table, Td, Th } from '@/components/table';
import { formatMoney } from '@/lib/format';
import { LANGUAGES } from '@/lib/languages';

const COLUMNS = 9;

/**
 * One direction's systems in the order players see them: what each is, to whom it is offered,
 * its limits (in its limits' currency), its languages, its switch, and its edit button.
 */
export function SystemsTable({
  caption,
  systems,
  busy,
  onToggle,
  onEdit,
}: {
  caption: string;
  systems: readonly PaymentSystemConfig[];
  /** A switch is being saved: the others wait. */
  busy: boolean;
  onToggle: (system: PaymentSystemConfig) => void;
  onEdit: (system: PaymentSystemConfig) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          <Th>{t('paymentSystems.name')}</Th>
          <Th>{t('paymentSystems.slug')}</Th>
          <Th numeric>{t('paymentSystems.sort')}</Th>
          <Th>{t('paymentSystems.kind')}</Th>
          <Th>{t('paymentSystems.currency')}</Th>
          <Th numeric>{t('paymentSystems.min')}</Th>
          <Th numeric>{t('paymentSystems.max')}</Th>
          <Th>{t('paymentSystems.enabled')}</Th>
          <Th>
            <span className="sr-only">{t('paymentSystems.actions')}</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {systems.map((system) => {
          const languages = LANGUAGES.filter(({ lang }) => system.texts[lang]).map(({ text }) => text);
          return (
            <tr key={system.slug} data-testid={`system-${system.direction}-${system.slug}`}>
              <Td>
                <span className="font-semibold">{system.name}</span>
                {system.description ? (
                  <span dir="auto" className="block max-w-64 truncate text-start text-xs text-fog-400">
                    {system.description}
                  </span>
                ) : null}
                <span className="block text-xs text-fog-500">
                  {languages.length
                    ? t('paymentSystems.languages', { languages: languages.join(', ') })
                    : t('paymentSystems.noLanguages')}
                </span>
              </Td>
              <Td>
                <span dir="ltr" className="font-mono text-xs text-fog-300">
                  {system.slug}
                </span>
              </Td>
              <Td className="text-end tabular-nums">{system.sort}</Td>
              <Td>
                <span className="flex flex-col items-start gap-1">
                  {t(`paymentSystems.kinds.${system.kind}`)}
                  {system.available ? null : <Badge tone="bad">{t('paymentSystems.notAvailable')}</Badge>}
                </span>
              </Td>
              <Td>{system.currency ?? t('paymentSystems.allCurrencies')}</Td>
              <Td className="text-end whitespace-nowrap tabular-nums">
                {formatMoney(system.min, system.limitsCurrency)}
              </Td>
              <Td className="text-end whitespace-nowrap tabular-nums">
                {formatMoney(system.max, system.limitsCurrency)}
              </Td>
              <Td>
                <Checkbox
                  role="switch"
                  aria-label={t('paymentSystems.enabledOf', { name: system.name })}
                  label={t(system.isTemporaryDisabled ? 'paymentSystems.off' : 'paymentSystems.on')}
                  checked={!system.isTemporaryDisabled}
                  disabled={busy}
                  onChange={() => onToggle(system)}
                />
              </Td>
              <Td className="text-end">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('paymentSystems.editOf', { name: system.name })}
                  onClick={() => onEdit(system)}
                >
                  {t('paymentSystems.edit')}
                </Button>
              </Td>
            </tr>
          );
        })}
        {systems.length === 0 ? <EmptyRow columns={COLUMNS}>{t('paymentSystems.none')}</EmptyRow> : null}
      </tbody>
    </Table>
  );
}
