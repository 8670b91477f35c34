import type { ApiTag, Localized } from './route-doc';

/** Reference sections, in the order the /api page shows them. */
export const TAGS: { name: ApiTag; description: Localized }[] = [
  { name: 'auth', description: { en: 'Sign-up, sign-in and sessions', ru: 'Регистрация, вход и сессии' } },
  { name: 'predictions', description: { en: 'Reading screenshots and analyses', ru: 'Чтение скриншотов и анализы' } },
  { name: 'uploads', description: { en: 'Uploading screenshots', ru: 'Загрузка скриншотов' } },
  { name: 'account', description: { en: 'Your account and data', ru: 'Ваш аккаунт и данные' } },
  { name: 'billing', description: { en: 'Subscription and payments', ru: 'Подписка и оплата' } },
  { name: 'system', description: { en: 'Public information about the service', ru: 'Открытые сведения о сервисе' } },
  { name: 'admin', description: { en: 'Administration (admins only)', ru: 'Администрирование (только для администраторов)' } },
  { name: 'webhooks', description: { en: 'Payment provider notifications', ru: 'Уведомления платёжных провайдеров' } },
];
