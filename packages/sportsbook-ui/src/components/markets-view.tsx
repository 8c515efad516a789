import { useState } from 'react';
import type { FeedEventSummary, FeedGroup, FeedMarket } from '../lib/contracts';
import { t, tMaybe } from '../lib/i18n';
import { columnOrder, groupMarkets, mainLine, type MarketBlock } from '../lib/markets';
import { ChevronIcon, LockIcon } from './icons';
import { OddsButton } from './odds-button';

/** Lines of one market type shown before "all lines": the main one and its neighbours. */
const LINES_SHOWN = 5;
/** Blocks open when the page opens; the rest start folded. */
const OPEN_BLOCKS = 8;

/** A group's name: the feed's (in the player's language), else the client's, else its id. */
export const groupName = (group: string, names: readonly FeedGroup[] = []): string =>
  names.find((g) => g.id === group)?.name ??
  tMaybe(`group.${group}`, group.charAt(0).toUpperCase() + group.slice(1).replace(/-/g, ' '));

/** A block's title: the market's name, without its line when the block holds every line of the type. */
function blockTitle(block: MarketBlock): string {
  const first = block.markets[0]!;
  if (block.markets.length === 1) return first.name;
  return first.name.replace(/\s*\(?[+-]?\d+(?:[.,]\d+)?\)?\s*$/, '') || first.name;
}

/** The lines to show folded: LINES_SHOWN around the most balanced one. */
function visibleLines(markets: FeedMarket[], all: boolean): FeedMarket[] {
  if (all || markets.length <= LINES_SHOWN) return markets;
  const centre = mainLine(markets, [markets[0]!.type]);
  const at = Math.max(0, centre ? markets.indexOf(centre) : 0);
  const from = Math.min(Math.max(0, at - Math.floor(LINES_SHOWN / 2)), markets.length - LINES_SHOWN);
  return markets.slice(from, from + LINES_SHOWN);
}

function Outcomes({ event, market }: { event: FeedEventSummary; market: FeedMarket }) {
  const outcomes = columnOrder(market.outcomes);
  const columns = outcomes.length <= 3 ? Math.max(outcomes.length, 1) : 3;
  return (
    <div className={`outcomes outcomes--${columns}`} style={{ ['--columns' as string]: columns }}>
      {outcomes.map((outcome) => (
        <OddsButton
          key={outcome.id}
          event={event}
          market={market}
          outcome={outcome}
          label={outcome.name}
          variant="wide"
        />
      ))}
    </div>
  );
}

function Block({
  event,
  block,
  initiallyOpen,
}: {
  event: FeedEventSummary;
  block: MarketBlock;
  initiallyOpen: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const [allLines, setAllLines] = useState(false);
  const markets = block.markets.filter((market) => market.status !== 'closed');
  if (markets.length === 0) return null;
  const suspended = markets.every((market) => market.status === 'suspended');
  const shown = visibleLines(markets, allLines);
  const id = `block-${event.id}-${block.type}`;
  return (
    <section className={`market${open ? ' is-open' : ''}`}>
      <h3 className="market__head">
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          <span className="market__title">{blockTitle(block)}</span>
          {suspended && (
            <span className="market__locked" title={t('market.suspended')}>
              <LockIcon size={14} />
            </span>
          )}
          <ChevronIcon size={16} className="market__chevron" />
        </button>
      </h3>
      {open && (
        <div className="market__body" id={id}>
          {shown.map((market) => (
            <Outcomes key={market.id} event={event} market={market} />
          ))}
          {markets.length > shown.length || allLines ? (
            <button type="button" className="market__lines" onClick={() => setAllLines(!allLines)}>
              {allLines ? t('market.fewerLines') : t('market.allLines', { n: markets.length })}
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}

/** Every market of an event: tabs per group, each type a collapsible block holding its lines. */
export function MarketsView({
  event,
  markets,
  names,
}: {
  event: FeedEventSummary;
  markets: FeedMarket[];
  names: FeedGroup[] | null;
}) {
  const [tab, setTab] = useState('all');
  const order = names?.map((group) => group.id);
  const groups = groupMarkets(
    markets.filter((market) => market.status !== 'closed'),
    order,
  );
  const shown = tab === 'all' ? groups : groups.filter((group) => group.group === tab);
  if (groups.length === 0) return <p className="empty">{t('event.noMarkets')}</p>;
  let index = 0;
  return (
    <div className="markets">
      <div className="chips" role="tablist" aria-label={t('event.marketGroups')}>
        {['all', ...groups.map((group) => group.group)].map((group) => (
          <button
            key={group}
            type="button"
            role="tab"
            aria-selected={tab === group}
            className={`chip${tab === group ? ' is-active' : ''}`}
            onClick={() => setTab(group)}
          >
            {group === 'all' ? t('event.allMarkets') : groupName(group, names ?? [])}
          </button>
        ))}
      </div>
      <div className="markets__list">
        {shown.map((group) =>
          group.blocks.map((block) => (
            <Block
              key={`${group.group}:${block.type}`}
              event={event}
              block={block}
              initiallyOpen={index++ < OPEN_BLOCKS}
            />
          )),
        )}
      </div>
    </div>
  );
}
