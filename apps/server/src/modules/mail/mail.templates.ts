import type { Locale } from '@casino/contracts';

export type MailKind = 'verify_email' | 'change_email' | 'reset_password' | 'email_in_use';

interface Template {
  subject: string;
  body: (link: string) => string;
}

/** Each mail in the player's language; the link is the only variable part. */
const TEMPLATES: Record<Locale, Record<MailKind, Template>> = {
  'en-US': {
    verify_email: {
      subject: 'Confirm your e-mail address',
      body: (link) =>
        `Welcome!\n\nConfirm your e-mail address to activate your account:\n${link}\n\nThe link is valid for 24 hours. If you did not sign up, ignore this message.`,
    },
    change_email: {
      subject: 'Confirm your new e-mail address',
      body: (link) =>
        `Confirm that this is your new e-mail address:\n${link}\n\nThe link is valid for 24 hours. If you did not ask for this change, ignore this message.`,
    },
    email_in_use: {
      subject: 'Your e-mail address was given for another account',
      body: (link) =>
        `Someone asked to move another account on our site to this e-mail address. It is already the address of your account, so nothing has changed and no one else can use it.\n\nIf you forgot your password, choose a new one here:\n${link}\n\nIf you did not ask for this, ignore this message.`,
    },
    reset_password: {
      subject: 'Reset your password',
      body: (link) =>
        `Choose a new password here:\n${link}\n\nThe link is valid for 1 hour. If you did not ask for a new password, ignore this message.`,
    },
  },
  'fr-fr': {
    verify_email: {
      subject: 'Confirmez votre adresse e-mail',
      body: (link) =>
        `Bienvenue !\n\nConfirmez votre adresse e-mail pour activer votre compte :\n${link}\n\nLe lien est valable 24 heures. Si vous ne vous êtes pas inscrit, ignorez ce message.`,
    },
    change_email: {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      body: (link) =>
        `Confirmez qu'il s'agit bien de votre nouvelle adresse e-mail :\n${link}\n\nLe lien est valable 24 heures. Si vous n'avez pas demandé ce changement, ignorez ce message.`,
    },
    email_in_use: {
      subject: 'Votre adresse e-mail a été indiquée pour un autre compte',
      body: (link) =>
        `Quelqu'un a demandé à utiliser cette adresse e-mail pour un autre compte sur notre site. C'est déjà l'adresse de votre compte : rien n'a changé et personne d'autre ne peut l'utiliser.\n\nSi vous avez oublié votre mot de passe, choisissez-en un nouveau ici :\n${link}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message.`,
    },
    reset_password: {
      subject: 'Réinitialisez votre mot de passe',
      body: (link) =>
        `Choisissez un nouveau mot de passe ici :\n${link}\n\nLe lien est valable 1 heure. Si vous n'avez pas demandé de nouveau mot de passe, ignorez ce message.`,
    },
  },
  'ar-ar': {
    verify_email: {
      subject: 'أكّد عنوان بريدك الإلكتروني',
      body: (link) =>
        `مرحبًا بك!\n\nأكّد عنوان بريدك الإلكتروني لتفعيل حسابك:\n${link}\n\nالرابط صالح لمدة 24 ساعة. إذا لم تقم بالتسجيل، تجاهل هذه الرسالة.`,
    },
    change_email: {
      subject: 'أكّد عنوان بريدك الإلكتروني الجديد',
      body: (link) =>
        `أكّد أن هذا هو عنوان بريدك الإلكتروني الجديد:\n${link}\n\nالرابط صالح لمدة 24 ساعة. إذا لم تطلب هذا التغيير، تجاهل هذه الرسالة.`,
    },
    email_in_use: {
      subject: 'تم إدخال عنوان بريدك الإلكتروني لحساب آخر',
      body: (link) =>
        `طلب أحدهم استخدام عنوان البريد الإلكتروني هذا لحساب آخر على موقعنا. هذا العنوان مرتبط بحسابك بالفعل، لذلك لم يتغيّر شيء ولا يمكن لأي شخص آخر استخدامه.\n\nإذا نسيت كلمة المرور، اختر كلمة مرور جديدة من هنا:\n${link}\n\nإذا لم تكن أنت من قدّم هذا الطلب، تجاهل هذه الرسالة.`,
    },
    reset_password: {
      subject: 'إعادة تعيين كلمة المرور',
      body: (link) =>
        `اختر كلمة مرور جديدة من هنا:\n${link}\n\nالرابط صالح لمدة ساعة واحدة. إذا لم تطلب كلمة مرور جديدة، تجاهل هذه الرسالة.`,
    },
  },
  ru: {
    verify_email: {
      subject: 'Подтвердите адрес электронной почты',
      body: (link) =>
        `Добро пожаловать!\n\nПодтвердите адрес электронной почты, чтобы активировать аккаунт:\n${link}\n\nСсылка действительна 24 часа. Если вы не регистрировались, просто проигнорируйте это письмо.`,
    },
    change_email: {
      subject: 'Подтвердите новый адрес электронной почты',
      body: (link) =>
        `Подтвердите, что это ваш новый адрес электронной почты:\n${link}\n\nСсылка действительна 24 часа. Если вы не запрашивали смену адреса, проигнорируйте это письмо.`,
    },
    email_in_use: {
      subject: 'Ваш адрес электронной почты указали для другого аккаунта',
      body: (link) =>
        `Кто-то попросил привязать этот адрес электронной почты к другому аккаунту на нашем сайте. Это уже адрес вашего аккаунта, поэтому ничего не изменилось и никто другой не сможет его использовать.\n\nЕсли вы забыли пароль, задайте новый по ссылке:\n${link}\n\nЕсли это были не вы, просто проигнорируйте это письмо.`,
    },
    reset_password: {
      subject: 'Сброс пароля',
      body: (link) =>
        `Задайте новый пароль по ссылке:\n${link}\n\nСсылка действительна 1 час. Если вы не запрашивали новый пароль, проигнорируйте это письмо.`,
    },
  },
};

export function renderMail(kind: MailKind, locale: Locale, link: string) {
  const template = TEMPLATES[locale][kind];
  return { subject: template.subject, text: template.body(link) };
}
