import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { TRIGGER_CLASS, TriggerContent, type UserMenuProps } from './user-menu';

const ITEM_CLASS =
  'block px-4 py-2 text-sm outline-none hover:bg-slate-100 focus:bg-slate-100 focus-visible:ring-3 focus-visible:ring-blue-600 focus-visible:ring-inset dark:hover:bg-slate-700 dark:focus:bg-slate-700';

/**
 * The signed-in user's menu on Radix (docs/decisions/0020): Enter, Space or ArrowDown on the button opens it on the
 * first item; arrows (wrapping), Home, End and type-ahead move; Escape closes it and returns to the button, Tab
 * closes it.
 */
export default function RadixUserMenu({
  email,
  isAdmin,
  initialOpen,
  focusTrigger,
}: UserMenuProps & {
  /** The button was pressed before this code arrived: open at once. */
  initialOpen: boolean;
  /** The stand-in button had focus: this button takes it over. */
  focusTrigger: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initialOpen);
  const content = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusTrigger && !initialOpen) trigger.current?.focus();
    // Only when this replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Opened from the keyboard, the first item takes focus, as before: Radix guesses keyboard or pointer from the last
  // input event, and a pointer event Chrome fires by itself as the layout changes could make it focus the list
  // instead (the first ArrowDown then only reaches the first item). Opened with a click, Radix then focuses the list
  // itself, so no item looks chosen under the mouse; ArrowDown goes to the first item.
  useEffect(() => {
    if (open) content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  // Radix moves focus for the arrows, Home and End on a timer; a key pressed before it runs (Enter right after
  // ArrowDown) acts on the item that had focus. These four move focus at once instead; Radix still does the rest.
  const moveFocus = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(content.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const i = items.indexOf(document.activeElement as HTMLElement);
    const target =
      e.key === 'ArrowDown'
        ? items[(i + 1) % items.length]
        : e.key === 'ArrowUp'
          ? items[i < 0 ? items.length - 1 : (i - 1 + items.length) % items.length]
          : e.key === 'Home'
            ? items[0]
            : e.key === 'End'
              ? items[items.length - 1]
              : undefined;
    if (!target) return;
    e.preventDefault();
    target.focus();
  };

  const items: { href: string; label: string; external?: boolean }[] = [
    { href: '/tips', label: t('menu.tips') },
    { href: '/articles', label: t('menu.articles') },
    { href: '/history', label: t('menu.history') },
    { href: '/analytics', label: t('menu.analytics') },
    { href: '/subscribe', label: t('menu.subscription') },
    { href: '/account', label: t('menu.account') },
    ...(isAdmin ? [{ href: '/admin', label: t('menu.admin') }] : []),
    { href: '/api/logout', label: t('menu.logout'), external: true },
  ];

  return (
    // Not modal: a click outside closes the menu and still reaches what was clicked, as before.
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger ref={trigger} className={TRIGGER_CLASS}>
        <TriggerContent email={email} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        aria-label={t('menu.label')}
        align="end"
        sideOffset={8}
        ref={content}
        onKeyDownCapture={moveFocus}
        // Radix keeps Tab inside a menu; ours closes on Tab as the ARIA menu-button pattern has it.
        onKeyDown={(e) => e.key === 'Tab' && setOpen(false)}
        className="z-50 w-56 rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-800"
      >
        {items.map((item) => (
          <DropdownMenu.Item key={item.href} asChild>
            {item.external ? (
              <a href={item.href} className={ITEM_CLASS}>
                {item.label}
              </a>
            ) : (
              <Link href={item.href} className={ITEM_CLASS}>
                {item.label}
              </Link>
            )}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
