import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/api';
import { ListCard } from '../../components/list-card';
import { formatDateTime } from '../../lib/format';
import { mailtoHref } from '../../lib/mailto';
import { useContactMessagesQuery } from './hooks';

/** The support inbox; messages from Pro users come first and are marked (the server orders them). */
export function MessagesCard() {
  const { t } = useTranslation(['admin', 'billing', 'home']);
  const lang = currentLanguage();
  const q = useContactMessagesQuery();
  return (
    <ListCard id="admin-messages" title={t('messages.title')} query={q} items={q.data?.messages} empty={t('messages.empty')}>
      {(messages) => (
        <ul className="space-y-3">
          {messages.map((m) => (
            <li
              key={m.id}
              data-testid="contact-message"
              className={`rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800 ${m.priority ? 'border-l-4 border-amber-500' : ''}`}
            >
              <p className="font-semibold">
                {m.priority ? (
                  <span className="badge mr-2 bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                    {t('messages.priority')}
                  </span>
                ) : null}
                {m.name} &lt;
                <a className="link" href={mailtoHref(m.email)}>
                  {m.email}
                </a>
                &gt;
              </p>
              <p className="text-xs muted">{formatDateTime(m.createdAt, lang)}</p>
              <p className="mt-1 whitespace-pre-wrap">{m.message}</p>
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}
