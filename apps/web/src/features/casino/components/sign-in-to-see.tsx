import { buttonClasses } from '@casino/ui/button';
import { StarIcon } from '@casino/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a guest sees instead of favourites: why there is nothing, and the way to sign in. */
export function SignInToSee({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="card flex flex-col items-center gap-4 p-10 text-center" data-testid="favourites-sign-in">
      <span className="grid size-14 place-items-center rounded-2xl bg-gold-400/10 text-gold-300">
        <StarIcon size={28} />
      </span>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-md text-fog-400">{t('casino.favourites.signIn')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/auth/sign-in" className={buttonClasses('primary')}>
          {t('auth.signIn')}
        </Link>
        <Link to="/sign-up" className={buttonClasses('secondary')}>
          {t('auth.signUp')}
        </Link>
      </div>
    </section>
  );
}
