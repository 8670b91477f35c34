import { Check } from 'lucide-react';

/** A list of plan features with check marks (pricing, subscribe and paywall show the same list). */
export function CheckList({ items, className = '' }: { items: string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}
