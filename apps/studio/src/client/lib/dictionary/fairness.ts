/** Provably fair: seeds, nonce, verification. */
export const FAIRNESS = {
  fairIntro: {
    en: 'Before each round you see the SHA-256 of the server seed. Each outcome is read from HMAC-SHA256(server seed, "client seed:nonce:cursor"). Reveal the seed to check any past round.',
    fr: 'Avant chaque partie, vous voyez le SHA-256 de la graine serveur. Chaque résultat est lu dans HMAC-SHA256(graine serveur, « graine client:nonce:curseur »). Révélez la graine pour vérifier toute partie passée.',
    ar: 'قبل كل جولة ترى SHA-256 لبذرة الخادم. تُقرأ كل نتيجة من HMAC-SHA256(بذرة الخادم، "بذرة العميل:nonce:المؤشر"). اكشف البذرة للتحقق من أي جولة سابقة.',
    ru: 'Перед каждым раундом вы видите SHA-256 серверного сида. Каждый исход читается из HMAC-SHA256(серверный сид, «клиентский сид:nonce:курсор»). Раскройте сид, чтобы проверить любой прошлый раунд.',
  },
  serverSeedHash: {
    en: 'Server seed hash',
    fr: 'Hachage de la graine serveur',
    ar: 'تجزئة بذرة الخادم',
    ru: 'Хеш серверного сида',
  },
  clientSeed: { en: 'Client seed', fr: 'Graine client', ar: 'بذرة العميل', ru: 'Клиентский сид' },
  nonce: { en: 'Next nonce', fr: 'Prochain nonce', ar: 'الـ nonce التالي', ru: 'Следующий nonce' },
  changeSeed: { en: 'Use this seed', fr: 'Utiliser cette graine', ar: 'استخدم هذه البذرة', ru: 'Использовать сид' },
  rotate: {
    en: 'Reveal server seed',
    fr: 'Révéler la graine serveur',
    ar: 'اكشف بذرة الخادم',
    ru: 'Раскрыть серверный сид',
  },
  revealed: {
    en: 'Revealed server seed',
    fr: 'Graine serveur révélée',
    ar: 'بذرة الخادم المكشوفة',
    ru: 'Раскрытый серверный сид',
  },
  verify: { en: 'Verify', fr: 'Vérifier', ar: 'تحقق', ru: 'Проверить' },
  verified: { en: 'Reproduced ✓', fr: 'Reproduit ✓', ar: 'مطابق ✓', ru: 'Совпадает ✓' },
  mismatch: { en: 'Mismatch ✗', fr: 'Différent ✗', ar: 'غير مطابق ✗', ru: 'Не совпадает ✗' },
  sealed: { en: 'Seed still secret', fr: 'Graine encore secrète', ar: 'البذرة ما زالت سرية', ru: 'Сид ещё скрыт' },
  yourRounds: { en: 'Your rounds', fr: 'Vos parties', ar: 'جولاتك', ru: 'Ваши раунды' },
  noRounds: { en: 'No rounds yet.', fr: 'Aucune partie pour l’instant.', ar: 'لا جولات بعد.', ru: 'Раундов пока нет.' },
} as const;
