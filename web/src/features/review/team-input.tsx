import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamSuggestion } from '@shared/api';
import { suggestTeams } from './review-api';

/**
 * A team name input with suggestions from the server's gazetteer, offered through a native datalist: it works
 * with the keyboard, screen readers and phone keyboards without a custom listbox.
 */
export function TeamInput({
  id,
  label,
  value,
  onChange,
  describedBy,
  invalid,
  onFocus,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  describedBy?: string;
  invalid: boolean;
  onFocus?: () => void;
}) {
  const { i18n } = useTranslation();
  const [suggestions, setSuggestions] = useState<TeamSuggestion[]>([]);
  const query = value.trim();
  useEffect(() => {
    if (query.length < 2) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    // A short pause so typing a name sends one request, not one per letter.
    const timer = setTimeout(() => {
      suggestTeams(query, i18n.resolvedLanguage ?? 'en', controller.signal)
        .then(setSuggestions)
        .catch(() => setSuggestions([]));
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, i18n.resolvedLanguage]);
  const listId = `${id}-suggestions`;
  const options = suggestions.filter((s) => s.name !== value);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        className="input w-full"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onFocus={onFocus}
        list={listId}
        autoComplete="off"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        maxLength={80}
      />
      <datalist id={listId}>
        {options.map((s) => (
          <option key={`${s.name}|${s.canonical}`} value={s.name}>
            {s.canonical !== s.name ? s.canonical : undefined}
          </option>
        ))}
      </datalist>
    </div>
  );
}
