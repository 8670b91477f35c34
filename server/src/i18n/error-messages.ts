import type { ErrorCode } from '../../../shared/src/errors';
import type { Language } from '../../../shared/src/prediction';

/** Server-side texts for every error code, so API clients other than the web app get readable errors too. */
export const ERROR_MESSAGES: Record<ErrorCode, Record<Language, string>> = {
  VALIDATION_FAILED: { en: 'Some fields are invalid.', ru: 'Некоторые поля заполнены неверно.' },
  INVALID_JSON: { en: 'The request body is not valid JSON.', ru: 'Тело запроса не является корректным JSON.' },
  NO_IMAGES: {
    en: 'Please upload at least one clear betting screenshot to analyze.',
    ru: 'Загрузите хотя бы один чёткий скриншот ставок для анализа.',
  },
  UNREADABLE_IMAGE: {
    en: 'We could not read any match or odds from these screenshots. Try a clearer screenshot.',
    ru: 'Не удалось распознать матч или коэффициенты на этих скриншотах. Попробуйте более чёткий скриншот.',
  },
  UNSUPPORTED_IMAGE: {
    en: 'Only PNG, JPEG and WebP images are accepted.',
    ru: 'Принимаются только изображения PNG, JPEG и WebP.',
  },
  IMAGE_TOO_LARGE: { en: 'File size must be less than 10MB.', ru: 'Размер файла должен быть меньше 10 МБ.' },
  IMAGE_DIMENSIONS: {
    en: 'The image dimensions are too large or too small to analyze.',
    ru: 'Размеры изображения слишком большие или слишком маленькие для анализа.',
  },
  TOO_MANY_FILES: {
    en: 'Up to 5 screenshots at a time, please.',
    ru: 'Не больше 5 скриншотов за раз.',
  },
  INVALID_ODDS: {
    en: 'Check the odds: a decimal price must be above 1.0, an American one at least +100 or −100, a fractional one like 6/4.',
    ru: 'Проверьте коэффициенты: десятичный должен быть больше 1,0, американский — не меньше +100 или −100 по модулю, дробный — вида 6/4.',
  },
  INVALID_TEAMS: {
    en: 'Enter both teams (2 to 60 characters each), and two different names.',
    ru: 'Укажите обе команды (от 2 до 60 символов каждая), и названия должны различаться.',
  },
  INVALID_DATE: {
    en: 'The match date is not a valid date.',
    ru: 'Дата матча указана неверно.',
  },
  PAYLOAD_TOO_LARGE: { en: 'The request is too large.', ru: 'Запрос слишком большой.' },
  UNSUPPORTED_MEDIA_TYPE: {
    en: 'This content type is not supported here.',
    ru: 'Этот тип содержимого здесь не поддерживается.',
  },
  INVALID_EMAIL: { en: 'Enter a valid email address.', ru: 'Введите корректный адрес электронной почты.' },
  WEAK_PASSWORD: {
    en: 'The password must be at least 8 characters long.',
    ru: 'Пароль должен содержать не менее 8 символов.',
  },
  EMAIL_TAKEN: {
    en: 'An account with this email already exists. Sign in instead.',
    ru: 'Аккаунт с этим адресом уже существует. Войдите в него.',
  },
  INVALID_CREDENTIALS: { en: 'Wrong email or password.', ru: 'Неверный адрес почты или пароль.' },
  UNAUTHORIZED: { en: 'Please sign in to continue.', ru: 'Войдите, чтобы продолжить.' },
  FORBIDDEN: { en: 'You do not have access to this.', ru: 'У вас нет доступа к этому.' },
  CSRF_REJECTED: {
    en: 'This request came from another site and was refused.',
    ru: 'Запрос пришёл с другого сайта и был отклонён.',
  },
  USER_BANNED: { en: 'This account has been suspended.', ru: 'Этот аккаунт заблокирован.' },
  QUOTA_EXHAUSTED: {
    en: "You've used all your free predictions. Get Pro for unlimited predictions.",
    ru: 'Бесплатные прогнозы закончились. Оформите Pro для безлимитных прогнозов.',
  },
  ADMIN_REQUIRED: { en: 'Access denied. Admin privileges required.', ru: 'Доступ запрещён. Требуются права администратора.' },
  CANNOT_BAN_SELF: { en: 'You cannot ban your own account.', ru: 'Нельзя заблокировать собственный аккаунт.' },
  UPLOAD_URL_INVALID: { en: 'This upload link is not valid.', ru: 'Ссылка для загрузки недействительна.' },
  UPLOAD_URL_EXPIRED: {
    en: 'This upload link has expired. Please try again.',
    ru: 'Срок действия ссылки для загрузки истёк. Попробуйте ещё раз.',
  },
  NOT_FOUND: { en: 'Not found.', ru: 'Не найдено.' },
  ALREADY_SUBSCRIBED: {
    en: 'You already have an active subscription!',
    ru: 'У вас уже есть активная подписка!',
  },
  INVALID_SETTINGS: { en: 'These settings are not valid.', ru: 'Эти настройки некорректны.' },
  INVALID_REFERRAL_LINKS: {
    en: 'Referral links must be a JSON object of named links with https URLs, e.g. {"default": {"url": "https://..."}}.',
    ru: 'Партнёрские ссылки должны быть JSON-объектом именованных ссылок с адресами https, например {"default": {"url": "https://..."}}.',
  },
  WEBHOOK_SIGNATURE_INVALID: { en: 'Invalid webhook signature.', ru: 'Неверная подпись вебхука.' },
  PAYMENT_PROVIDER_ERROR: {
    en: 'The payment provider did not respond. Please try again.',
    ru: 'Платёжный сервис не ответил. Попробуйте ещё раз.',
  },
  RATE_LIMITED: {
    en: 'Too many requests. Please wait before trying again.',
    ru: 'Слишком много запросов. Подождите немного и попробуйте снова.',
  },
  READING_LIMITED: {
    en: 'Too many screenshots are being read for you right now. Wait a moment and try again.',
    ru: 'Сейчас для вас читается слишком много скриншотов. Подождите немного и попробуйте снова.',
  },
  OIDC_FAILED: {
    en: 'Sign-in with the identity provider failed. Please try again.',
    ru: 'Не удалось войти через провайдера учётных записей. Попробуйте ещё раз.',
  },
  SERVICE_UNAVAILABLE: {
    en: 'The service is temporarily unavailable. Please try again later.',
    ru: 'Сервис временно недоступен. Попробуйте позже.',
  },
  INTERNAL: { en: 'Server error. Please try again later.', ru: 'Ошибка сервера. Попробуйте позже.' },
  // Trust and account (issue 12).
  PAYMENTS_UNAVAILABLE: {
    en: 'Payments are not available on this server.',
    ru: 'Оплата на этом сервере недоступна.',
  },
  TOKEN_INVALID: {
    en: 'This link is not valid. Request a new one.',
    ru: 'Ссылка недействительна. Запросите новую.',
  },
  TOKEN_EXPIRED: {
    en: 'This link has expired. Request a new one.',
    ru: 'Срок действия ссылки истёк. Запросите новую.',
  },
  TOKEN_USED: {
    en: 'This link has already been used.',
    ru: 'Эта ссылка уже использована.',
  },
  WRONG_PASSWORD: {
    en: 'The current password is not correct.',
    ru: 'Текущий пароль указан неверно.',
  },
  COMMON_PASSWORD: {
    en: 'This password is too common. Choose one that is harder to guess.',
    ru: 'Этот пароль слишком распространён. Выберите пароль, который сложнее угадать.',
  },
  SIGNIN_LOCKED: {
    en: 'Too many failed sign-ins for this account. Wait a few minutes or reset your password.',
    ru: 'Слишком много неудачных попыток входа в этот аккаунт. Подождите несколько минут или сбросьте пароль.',
  },
  ANALYSIS_LIMIT: {
    en: 'You are running too many analyses at once. Wait a minute and try again.',
    ru: 'Слишком много анализов подряд. Подождите минуту и попробуйте снова.',
  },
  BLANK_IMAGE: {
    en: 'This image looks blank: there is nothing to read on it.',
    ru: 'Изображение выглядит пустым: на нём нечего распознать.',
  },
  IDEMPOTENCY_IN_PROGRESS: {
    en: 'This request is still being processed. Try again in a moment.',
    ru: 'Этот запрос ещё обрабатывается. Повторите через несколько секунд.',
  },
  URI_TOO_LONG: {
    en: 'The request address is too long.',
    ru: 'Адрес запроса слишком длинный.',
  },
  PRO_REQUIRED: {
    en: 'This is a Pro feature. Upgrade to Pro to use it.',
    ru: 'Это возможность Pro. Оформите Pro, чтобы ею пользоваться.',
  },
  INVALID_SELECTION: {
    en: 'Choose one of the options this analysis priced.',
    ru: 'Выберите один из вариантов, оценённых в этом анализе.',
  },
  API_KEY_INVALID: {
    en: 'This API key is not valid or has been revoked.',
    ru: 'Этот API-ключ недействителен или отозван.',
  },
  API_KEY_LIMIT: {
    en: 'You can have up to 10 API keys. Revoke one to create another.',
    ru: 'Можно иметь не больше 10 API-ключей. Отзовите один, чтобы создать новый.',
  },
  API_KEY_NOT_ALLOWED: {
    en: 'API keys cannot be used for this request. Sign in to the website instead.',
    ru: 'Для этого запроса API-ключ не подходит. Войдите на сайт.',
  },
  API_KEY_RATE_LIMITED: {
    en: 'Too many requests with this API key. Wait a minute and try again.',
    ru: 'Слишком много запросов с этим API-ключом. Подождите минуту и повторите.',
  },
};
