import { buttonClasses } from '@casino/ui/button';
import { ChipsIcon } from '@casino/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Decorative card fan: pure SVG so the hero costs no image download. */
function CardFan() {
  const card = (rotate: number, suit: string, color: string) => (
    <g transform={`rotate(${rotate} 120 210)`}>
      <rect x="70" y="40" width="100" height="140" rx="12" fill="#f7f3e8" stroke="#e9a91f" strokeWidth="2" />
      <text x="84" y="70" fontSize="22" fontWeight="700" fill={color} fontFamily="Georgia, serif">
        A
      </text>
      <text x="120" y="128" fontSize="44" textAnchor="middle" fill={color}>
        {suit}
      </text>
    </g>
  );
  return (
    <svg viewBox="0 0 240 230" className="h-full w-full drop-shadow-[0_20px_40px_rgba(0,0,0,0.6)]" aria-hidden="true">
      {card(-18, '♠', '#111827')}
      {card(0, '♦', '#c81e1e')}
      {card(18, '♥', '#c81e1e')}
    </svg>
  );
}

/** The casino home hero: a sign-up call for guests, a welcome back for players. */
export function CasinoHero({ username }: { username: string | null }) {
  const { t } = useTranslation();
  return (
    <section
      data-testid="casino-hero"
      className="relative overflow-hidden rounded-3xl border border-gold-400/15 bg-gradient-to-br from-ink-700 via-ink-800 to-ink-950 p-6 shadow-card sm:p-10 lg:p-14"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -end-24 size-80 rounded-full bg-gold-400/20 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-32 -start-16 size-72 rounded-full bg-success-500/10 blur-3xl"
      />
      <div className="relative grid items-center gap-8 md:grid-cols-[1fr_auto]">
        <div className="max-w-xl min-w-0">
          <p className="mb-3 inline-flex items-center gap-2 rounded-full border border-gold-400/30 bg-gold-400/10 px-3 py-1 text-xs font-semibold tracking-wider text-gold-300 uppercase">
            <ChipsIcon size={14} /> {t('home.badge')}
          </p>
          {username ? (
            <>
              {/* A long username wraps instead of widening the page. */}
              <h1
                className="text-3xl leading-tight font-extrabold wrap-anywhere sm:text-5xl"
                data-testid="welcome-back"
              >
                {t('home.welcomeBack')} <bdi className="text-gold-gradient">{username}</bdi>
              </h1>
              <p className="mt-4 text-base text-fog-300 sm:text-lg">{t('home.welcomeBackText')}</p>
            </>
          ) : (
            <>
              <h1 className="text-3xl leading-tight font-extrabold sm:text-5xl">
                {t('home.heroTitle')} <span className="text-gold-gradient">{t('home.heroTitleAccent')}</span>
              </h1>
              <p className="mt-4 text-base text-fog-300 sm:text-lg">{t('home.heroText')}</p>
              <div className="mt-7 flex flex-wrap gap-3">
                <Link to="/sign-up" className={buttonClasses('primary', 'lg')} data-testid="hero-sign-up">
                  {t('home.heroCta')}
                </Link>
                <Link to="/auth/sign-in" className={buttonClasses('secondary', 'lg')}>
                  {t('auth.signIn')}
                </Link>
              </div>
            </>
          )}
        </div>
        <div className="mx-auto hidden h-56 w-60 sm:block lg:h-64 lg:w-72">
          <CardFan />
        </div>
      </div>
    </section>
  );
}
